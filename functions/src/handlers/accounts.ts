import { SERVER_VERSION } from '@listkeep/common';
import { buildProfile, createOwnTeam, deleteAccount, sendFeedback, setProfile } from '../domain/accounts';
import { userRef } from '../domain/records';
import type { Handler } from '../http/handler-types';

export const getVersion: Handler<'getVersion'> = async () => ({ version: SERVER_VERSION });

export const getUserData: Handler<'getUserData'> = async (_input, { deps, user, identity }) =>
  buildProfile(deps.store, user, identity);

export const setProfileHandler: Handler<'setProfile'> = async (input, { deps, user, identity }) => {
  await setProfile(deps, user, input, identity.emailVerified);
  const fresh = (await userRef(deps.store, user.uid).get()).data()!;
  return { profile: await buildProfile(deps.store, fresh, identity) };
};

export const deleteAccountHandler: Handler<'deleteAccount'> = async (input, { deps, user, deleteSignIn }) => {
  await deleteAccount(deps, user, input.confirmEmail);
  await deleteSignIn();
  return { ok: true };
};

export const createOwnTeamHandler: Handler<'createOwnTeam'> = async (_input, { deps, user }) =>
  createOwnTeam(deps, user.uid);

export const feedbackHandler: Handler<'feedback'> = async (input, { deps, identity }) => {
  await sendFeedback(deps, identity, input);
  return { ok: true };
};
