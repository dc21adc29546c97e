import { SERVER_VERSION } from '@listkeep/common';
import { dismissAccessNotice } from '../domain/teams';
import { deleteAccount, buildProfile, setProfile } from '../domain/accounts';
import { getDashboardData } from '../domain/dashboard';
import { dismissRefusedSignups } from '../domain/plans';
import type { Handler } from '../http/handler-types';
import { userRef } from '../domain/records';

export const getVersion: Handler<'getVersion'> = async () => ({ version: SERVER_VERSION });

export const getUserData: Handler<'getUserData'> = async (_input, { deps, user, identity }) =>
  buildProfile(deps.store, user, identity);

export const setProfileHandler: Handler<'setProfile'> = async (input, { deps, user, identity }) => {
  await setProfile(deps, user, input, identity.emailVerified);
  const fresh = (await userRef(deps.store, user.uid).get()).data()!;
  return { profile: await buildProfile(deps.store, fresh, identity) };
};

export const getDashboardDataHandler: Handler<'getDashboardData'> = async (input, { deps, user, identity }) =>
  getDashboardData(deps, user, identity, input.teamID);

export const dismissRefusedSignupsHandler: Handler<'dismissRefusedSignups'> = async (input, { deps, user }) => {
  await dismissRefusedSignups(deps, user.uid, input);
  return { ok: true };
};

export const dismissAccessNoticeHandler: Handler<'dismissAccessNotice'> = async (input, { deps, user }) => {
  await dismissAccessNotice(deps, user.uid, input);
  return { ok: true };
};

/** The store first: should the sign-in's deletion fail, the deletion record already refuses the tokens signed in before. */
export const deleteAccountHandler: Handler<'deleteAccount'> = async (input, { deps, user, deleteSignIn }) => {
  await deleteAccount(deps, user, input.confirmEmail);
  await deleteSignIn();
  return { ok: true };
};
