/**
 * A team invitation as its invitee meets it (docs/product.md §4): the mail's
 * link to the invitation page, and the sentence both of them say.
 */
import type { Role } from './roles';

export const INVITATION_PATH = '/invitation';
/** The query parameters of the invitation link: the team, and the invite's unguessable token. */
export const INVITATION_PARAMS = { team: 'team', token: 'token' } as const;

export function invitationLink(publicUrl: string, teamID: string, token: string): string {
  const query = new URLSearchParams({ [INVITATION_PARAMS.team]: teamID, [INVITATION_PARAMS.token]: token });
  return `${publicUrl}${INVITATION_PATH}?${query.toString()}`;
}

const ROLE_WITH_ARTICLE: Record<Role, string> = {
  owner: 'owner',
  admin: 'an admin',
  editor: 'an editor',
  viewer: 'a viewer',
};

/** "Ana Lopes invited you to Harbour Choir as an editor." */
export function invitationSentence(invite: { inviterName: string; teamName: string; role: Role }): string {
  return `${invite.inviterName} invited you to ${invite.teamName} as ${ROLE_WITH_ARTICLE[invite.role]}.`;
}

export const INVITATION_MESSAGES = {
  notFound: 'This invitation is no longer open: it was answered or withdrawn, or the link is incomplete.',
  otherAddress: (invited: string, signedIn: string) =>
    `This invitation is for ${invited}, and you are signed in as ${signedIn}. Log out, then sign in with ${invited} to answer it.`,
  declined: 'You declined the invitation.',
  noOwnTeam: 'You have no newsletter of your own yet: create one first.',
  ownTeamFailed: 'Your newsletter could not be created. Please try again.',
} as const;
