/** What the owner of a team is mailed about paying (domain/billing/billing.ts decides when). */
import { BILLING_MESSAGES, cutoffDateText, planFor } from '@listkeep/common';
import type { BillingState } from '../../services/billing';
import type { Deps } from '../../services/deps';
import type { OutgoingMail } from '../../services/mailer';
import type { TeamDoc } from '../docs';
import { mailName } from '../mail-text';

/** A renewal's payment failed: the plan holds while the provider retries, until the date. */
export function paymentFailedMail(deps: Deps, team: TeamDoc, state: BillingState): OutgoingMail | null {
  if (team.ownerEmail === '' || state.paymentDueBy === null) return null;
  const plan = planFor(state.tier);
  return {
    to: team.ownerEmail,
    subject: `Your payment for ${mailName(team.teamName)} failed`,
    text:
      `${BILLING_MESSAGES.paymentFailed(cutoffDateText(new Date(state.paymentDueBy)), plan.name)}\n\n` +
      `Your card will be tried again in the meantime. Open your account to reach the billing portal:\n` +
      `${deps.publicUrl}/account\n`,
  };
}
