import { createOwnTeam } from '../domain/accounts';
import { answerGroupInvite, answerTeamInvite, getInvitation, inviteTeamUser, removeTeamUser } from '../domain/teams';
import type { Handler } from '../http/handler-types';

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

export const createOwnTeamHandler: Handler<'createOwnTeam'> = async (_input, { deps, user }) =>
  createOwnTeam(deps, user.uid);
