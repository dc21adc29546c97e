import { updateTeam, leaveTeam, updateTeamUserRole } from '../domain/teams';
import type { Handler } from '../http/handler-types';

export const updateTeamUserRoleHandler: Handler<'updateTeamUserRole'> = async (input, { deps, user }) => {
  await updateTeamUserRole(deps, user.uid, input);
  return { ok: true };
};

export const leaveTeamHandler: Handler<'leaveTeam'> = async (input, { deps, user }) => {
  await leaveTeam(deps, user.uid, input);
  return { ok: true };
};

export const updateTeamHandler: Handler<'updateTeam'> = async (input, { deps, user }) => {
  await updateTeam(deps, user.uid, input);
  return { ok: true };
};
