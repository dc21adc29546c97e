import { invitationSentence, type Role } from '@listkeep/common';
import { mailName } from '../mail-text';

export interface InvitationFacts {
  inviterName: string;
  teamName: string;
  role: Role;
  /** The invited address, which is to sign in. */
  email: string;
  /** The invitation page, with the invite's token (common/src/invitation.ts). */
  link: string;
}

/** The invitation to a team (docs/product.md §4): who invites, to which team, with which role, and its page. */
export function invitationMail(facts: InvitationFacts): { subject: string; text: string } {
  const inviter = mailName(facts.inviterName);
  const team = mailName(facts.teamName);
  return {
    subject: `${inviter} invited you to ${team} on Listkeep`,
    text: [
      `${invitationSentence({ inviterName: inviter, teamName: team, role: facts.role })} Listkeep keeps the team's newsletter subscriber lists.`,
      '',
      'Open the invitation to accept or decline it:',
      facts.link,
      '',
      `You sign in, or create your account, with this address (${facts.email}). The link is for you alone: please do not forward it.`,
      '',
      'If you did not expect this invitation, you can ignore this mail: nothing happens until you accept.',
    ].join('\n'),
  };
}
