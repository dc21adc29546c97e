import { answerGroupInvite, answerTeamInvite, inviteTeamUser, removeTeamUser } from '../domain/team-invites';
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
