import {
  answerGroupInvite,
  answerTeamInvite,
  dismissAccessNotice,
  getInvitation,
  inviteTeamUser,
  leaveTeam,
  removeTeamUser,
  updateTeam,
  updateTeamUserRole,
} from '../domain/teams';
import type { Handler } from '../http/handler-types';

export const updateTeamHandler: Handler<'updateTeam'> = async (input, { deps, user }) => {
  await updateTeam(deps, user.uid, input);
  return { ok: true };
};

export const updateTeamUserRoleHandler: Handler<'updateTeamUserRole'> = async (input, { deps, user }) => {
  await updateTeamUserRole(deps, user.uid, input);
  return { ok: true };
};

export const leaveTeamHandler: Handler<'leaveTeam'> = async (input, { deps, user }) => {
  await leaveTeam(deps, user.uid, input);
  return { ok: true };
};

export const inviteTeamUserHandler: Handler<'inviteTeamUser'> = async (input, { deps, user }) => {
  await inviteTeamUser(deps, user, input);
  return { ok: true };
};

export const acceptTeamInviteHandler: Handler<'acceptTeamInvite'> = async (input, { deps, user, identity }) => {
  await answerTeamInvite(deps, user, identity, input);
  return { ok: true };
};

export const acceptGroupInviteHandler: Handler<'acceptGroupInvite'> = async () => answerGroupInvite();

export const removeTeamUserHandler: Handler<'removeTeamUser'> = async (input, { deps, user }) => {
  await removeTeamUser(deps, user.uid, input);
  return { ok: true };
};

export const getInvitationHandler: Handler<'getInvitation'> = async (input, { deps }) => getInvitation(deps, input);

export const dismissAccessNoticeHandler: Handler<'dismissAccessNotice'> = async (input, { deps, user }) => {
  await dismissAccessNotice(deps, user.uid, input);
  return { ok: true };
};
