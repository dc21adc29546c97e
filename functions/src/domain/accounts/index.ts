/** Accounts: a person's account and profile, its sign-in address, its deletion with everything it holds, and feedback they send. */
export { deleteAccount } from './account-deletion';
export { buildProfile, createOwnTeam, ensureAccount } from './accounts';
export { sendFeedback } from './feedback';
export { setProfile } from './profile';
export { followSignInAddress } from './sign-in-address';
