/**
 * What the team screens say (docs/product.md §8, Dashboard and account): the
 * toasts and inline messages of the Team tab, the invitations dialog and the
 * account page's team block, in one place for the web app and its journeys.
 */
export const TEAM_MESSAGES = {
  teamNameRequired: 'Please fill in a team name.',
  teamUpdated: 'Updated team successfully.',
  teamUpdateFailed: 'error updating',
  inviteSent: 'Invitation sent!',
  inviteFailed: 'Failed to send invite.',
  roleUpdated: 'Role updated!',
  roleFailed: 'Failed to update role.',
  userRemoved: 'User removed.',
  removeFailed: 'Failed to remove user.',
  leftTeam: 'Left team successfully',
  leaveFailed: 'Failed to leave team',
  teamChanged: 'Team changed successfully',
  changeTeamFailed: 'Failed to change team',
  joinedTeam: (teamName: string) => `You joined ${teamName}.`,
  inviteDeclined: 'Invitation declined.',
  inviteAnswerFailed: 'The invitation could not be answered. Please try again.',
  verifyToSwitch: 'Verify your email address to switch teams.',
  /** An invitee accepting an invitation to a team whose plan has no room left (402). */
  noRoomToJoin: (team: string) => `${team} has no room for another member on its plan; ask its owner.`,
  /** An invitation beyond the team's invitations of the day (429). */
  teamInvitesPerDay: (limit: number, planName: string) =>
    `This team has sent ${limit} invitations today, the most the ${planName} plan allows in a day (withdrawn ones count too). You can invite again tomorrow (UTC).`,
  /** An invitation beyond the inviter's own invitations of the day, to all their teams (429). */
  inviterInvitesPerDay: (limit: number) =>
    `You have sent ${limit} invitations today, the most one account may send in a day. You can invite again tomorrow (UTC).`,
} as const;
