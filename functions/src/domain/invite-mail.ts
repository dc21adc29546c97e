import type { Role } from '@listkeep/common';
import { oneLine } from './mail-text';

export interface InvitationFacts {
  inviterName: string;
  teamName: string;
  role: Role;
  /** The invited address, filled in on the sign-in page the mail links to. */
  email: string;
  publicUrl: string;
}

const ROLE_TEXT: Record<Role, string> = {
  owner: 'owner',
  admin: 'an admin',
  editor: 'an editor',
  viewer: 'a viewer',
};

/** The invitation to a team (docs/product.md §4): who invites, to which team, with which role, and where to sign in. */
export function invitationMail(facts: InvitationFacts): { subject: string; text: string } {
  const inviter = oneLine(facts.inviterName);
  const team = oneLine(facts.teamName);
  const link = `${facts.publicUrl}/login?email=${encodeURIComponent(facts.email)}`;
  return {
    subject: `${inviter} invited you to ${team} on Listkeep`,
    text: [
      `${inviter} invited you to join the team "${team}" on Listkeep as ${ROLE_TEXT[facts.role]}.`,
      '',
      `Sign in or create your account with this address (${facts.email}) to accept or decline:`,
      link,
      '',
      'Once your address is verified, the invitation waits for you in Listkeep.',
      '',
      'If you did not expect this invitation, you can ignore this mail: nothing happens until you accept.',
    ].join('\n'),
  };
}
