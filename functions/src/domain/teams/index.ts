/** Teams: members and roles, invitations, what a member is told of changes to their access, the fence a departing team leaves, and the daily job that holds a lapsed team to its plan. */
export { dismissAccessNotice, forgetOwnerInNotices, noticeTeamName } from './access-notices';
export { fenceTeam, requireLiveTeam } from './fence-team';
export { accountsWithAddresses, invitesOf, isInvited, pendingTeamInvites } from './invite-lookup';
export { runPlanCutoff, usersCutoffOf } from './plan-cutoff';
export { updateTeam } from './team-details';
export { answerGroupInvite, answerTeamInvite, getInvitation, inviteTeamUser, removeTeamUser } from './team-invites';
export { droppedTeamUpdate, leaveTeam, memberUids, updateTeamUserRole } from './team-members';
