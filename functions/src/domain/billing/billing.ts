/**
 * Paid plans (docs/product.md §4 Pricing buttons, §7 create-checkout-session
 * and the Stripe webhook). A user pays for the team they own: its
 * `subscription` is what their profile shows and what every limit reads.
 *
 * The provider is the source of truth. A webhook event only says "look at this
 * customer again": the state is re-read and written whole, so duplicated, late
 * or reordered events all end in the provider's current state.
 */
import {
  BILLING_MESSAGES,
  CHECKOUT_RETURN,
  FREE_ACCESS_SUBSCRIPTION,
  INVITATION_MESSAGES,
  isPaying,
  withReturnParam,
  type Tier,
} from '@listkeep/common';
import type { BillingEvent, BillingState } from '../../services/billing';
import type { Deps } from '../../services/deps';
import { sweepNowAndThen } from '../../services/expired-docs';
import { FieldValue, type Store } from '../../store/port';
import { paymentFailedMail } from './billing-mails';
import { queueMail } from '../outbox';
import { COLLECTIONS, type SubscriptionDoc, type TeamDoc, type UserDoc } from '../docs';
import { DomainError } from '../errors';
import { usersOverPlan } from '../plans';
import { DAY_MS } from '../time';
import { liveTeam } from '../team-fence';
import { teamMembers, teamRef, userRef } from '../records';

/** The event types whose object names a customer whose plan may have changed; others are acknowledged and ignored. */
export const BILLING_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'invoice.paid',
  'invoice.payment_failed',
]);

/** billingEvents/{eventID}: an event already applied, so a repeat changes nothing. Kept past the provider's retries. */
export type BillingEventDoc = { type: string; teamID: string; at: number; expiresAt: number };
const EVENT_KEPT_MS = 30 * DAY_MS;
const billingEventRef = (store: Store, id: string) => store.doc<BillingEventDoc>(`${COLLECTIONS.billingEvents}/${id}`);
const sweepBillingEvents = sweepNowAndThen(COLLECTIONS.billingEvents, 50);

const providerUnavailable = () =>
  new DomainError('unavailable', 'The payment provider could not be reached. Please try again in a moment.');

/** Runs a call to the provider; its failures are the provider's, never the caller's. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('payment provider call failed', error);
    throw providerUnavailable();
  }
}

/**
 * Where the user's click on a plan leads: Stripe Checkout for a first paid
 * plan, or the billing portal for a subscriber changing or cancelling theirs
 * (and for the dashboard's call without a tier). Both come back to `returnTo`
 * (a page the contract allows) or, without one, to the account page; a paid
 * checkout marks its return, a cancelled one goes back to where it started.
 */
export async function openCheckout(
  deps: Deps,
  user: UserDoc,
  input: { subscriptionTier?: Tier; returnTo?: string },
): Promise<{ url: string }> {
  const tier = input.subscriptionTier;
  if (user.whitelisted && tier) throw new DomainError('conflict', BILLING_MESSAGES.freeAccessNoPlan);
  // A plan is the user's own team's: an invited person without one creates it first.
  const teamID = user.ownTeamID;
  if (!teamID) throw new DomainError('conflict', INVITATION_MESSAGES.noOwnTeam);
  const team = liveTeam((await teamRef(deps.store, teamID).get()).data());
  if (!team) throw new DomainError('not-found', 'Team not found.');

  const returnUrl = `${deps.publicUrl}${input.returnTo ?? '/account'}`;
  const billedCustomer = team.billingCustomerID;
  const portal = async (customerID: string) => ({
    url: await provider(() => deps.billing.portalUrl({ customerID, returnUrl })),
  });
  // Changing or cancelling a plan (the dashboard's call without a tier) happens in the provider's portal.
  if (!tier) {
    if (!billedCustomer) {
      throw new DomainError('conflict', 'There is no subscription to manage yet: choose a plan on the pricing page.');
    }
    return portal(billedCustomer);
  }
  if (tier === 'starter') throw new DomainError('conflict', 'The Starter plan is free: there is nothing to pay.');

  // One team, one subscription: a team that pays at the provider (whatever the
  // stored state has heard yet) changes its plan in the portal.
  if (billedCustomer) {
    const atProvider = await provider(() => deps.billing.stateOf(billedCustomer));
    if (isPaying(atProvider.status)) return portal(billedCustomer);
  }
  const customerID = await teamCustomer(deps, teamID, team, user.email);
  const url = await provider(() =>
    deps.billing.checkoutUrl({
      customerID,
      teamID,
      tier,
      successUrl: withReturnParam(returnUrl, CHECKOUT_RETURN.param, CHECKOUT_RETURN.value),
      cancelUrl: input.returnTo ? returnUrl : `${deps.publicUrl}/pricing`,
    }),
  );
  return { url };
}

/**
 * The team's customer at the provider, created on its first checkout. Clicks
 * racing here ask the provider with one idempotency key, so they get one
 * customer; the store keeps the first id written.
 */
async function teamCustomer(deps: Deps, teamID: string, team: TeamDoc, email: string): Promise<string> {
  if (team.billingCustomerID) return team.billingCustomerID;
  const created = await provider(() => deps.billing.createCustomer({ teamID, email, name: team.teamName }));
  const ref = teamRef(deps.store, teamID);
  return deps.store.runTransaction(async (tx) => {
    const current = liveTeam((await tx.get(ref)).data());
    if (!current) throw new DomainError('not-found', 'Team not found.');
    const stored = current.billingCustomerID;
    if (stored) return stored;
    tx.update(ref, { billingCustomerID: created });
    return created;
  });
}

/**
 * Ends the team's paid plan at the provider and forgets the customer, before
 * the team's data goes with its owner's account: nobody keeps paying for a
 * team that no longer exists, and the provider keeps no address of it.
 */
export async function deleteTeamCustomer(deps: Deps, team: TeamDoc): Promise<void> {
  const customerID = team.billingCustomerID;
  if (customerID) await provider(() => deps.billing.deleteCustomer(customerID));
}

const sameState = (doc: SubscriptionDoc, state: BillingState) =>
  doc.status === state.status &&
  doc.tier === state.tier &&
  doc.cancelAtPeriodEnd === state.cancelAtPeriodEnd &&
  (doc.cancelAt ?? null) === state.cancelAt &&
  doc.downgradeAtPeriodEnd === state.downgradeAtPeriodEnd &&
  (doc.downgradeTo ?? null) === state.downgradeTo &&
  (doc.periodEnd ?? null) === state.periodEnd &&
  (doc.paymentDueBy ?? null) === state.paymentDueBy &&
  (doc.extraSubscriptions ?? 0) === state.extraSubscriptions;

export type BillingEventOutcome = 'applied' | 'unchanged' | 'repeat' | 'ignored';

/** Brings the team of the event's customer to the provider's current state, once per event. */
export async function applyBillingEvent(deps: Deps, event: BillingEvent): Promise<BillingEventOutcome> {
  const { store } = deps;
  await sweepBillingEvents(store, deps.now());
  if (!BILLING_EVENT_TYPES.has(event.type) || !event.customerID) return 'ignored';
  const found = await store
    .collection<TeamDoc>(COLLECTIONS.teams)
    .where('billingCustomerID', '==', event.customerID)
    .limit(1)
    .get();
  if (found.empty) return 'ignored';
  const teamID = found.docs[0].id;
  // Stripe retries and duplicates: a repeat needs no look at the provider. The
  // transaction below checks again, for copies that arrive together.
  if ((await billingEventRef(store, event.id).get()).exists) return 'repeat';

  const readAt = deps.now();
  const customerID = event.customerID;
  const state = await provider(() => deps.billing.stateOf(customerID));
  type Settled = { kind: 'repeat' | 'ignored' | 'unchanged' | 'applied' };
  const outcome = await store.runTransaction(async (tx): Promise<Settled> => {
    const [seen, teamSnap] = await Promise.all([
      tx.get(billingEventRef(store, event.id)),
      tx.get(teamRef(store, teamID)),
    ]);
    if (seen.exists) return { kind: 'repeat' };
    const team = liveTeam(teamSnap.data());
    if (!team) return { kind: 'ignored' };
    const owner = (await tx.get(userRef(store, team.ownerUid))).data();
    const now = deps.now();
    tx.create(billingEventRef(store, event.id), { type: event.type, teamID, at: now, expiresAt: now + EVENT_KEPT_MS });
    const next = owner?.whitelisted ? withFreeAccess(state) : state;
    // A state read before the one stored is older news, whatever order the calls finish in.
    if ((team.subscription.syncedAt ?? 0) > readAt || sameState(team.subscription, next)) return { kind: 'unchanged' };
    // A plan that covers the team's users ends a plan cutoff's warning now, so a downgrade
    // before the next run cannot find the old date and cut without a new warning.
    const covered = team.usersCutoffAt !== undefined && usersOverPlan(team, next.tier) === 0;
    tx.update(teamRef(store, teamID), {
      subscription: { ...next, syncedAt: readAt },
      ...(covered ? { usersCutoffAt: FieldValue.delete() } : {}),
    });
    // One mail per failed renewal: only the change into past_due sends it, however many events tell of it.
    const failed = next.status === 'past_due' && team.subscription.status !== 'past_due';
    const mail = failed ? paymentFailedMail(deps, team, next) : null;
    if (mail) queueMail(tx, deps, mail, { kind: 'ownerNotice', teamID });
    return { kind: 'applied' };
  });
  if (outcome.kind !== 'applied') return outcome.kind;
  await signalTeam(deps, teamID);
  return 'applied';
}

/** A whitelisted owner's team: the top plan; every subscription it still pays for is one too many. */
function withFreeAccess(state: BillingState): BillingState {
  const paying = isPaying(state.status) ? state.extraSubscriptions + 1 : 0;
  return { ...FREE_ACCESS_SUBSCRIPTION, extraSubscriptions: paying };
}

/** The owner's profile shows the plan and every member's dashboard reads its limits: all refetch. */
async function signalTeam(deps: Deps, teamID: string): Promise<void> {
  const members = await teamMembers(deps.store, teamID).get();
  await Promise.all(members.docs.map((snap) => deps.signal.accountChanged(snap.id)));
}
