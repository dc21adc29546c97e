import { emailKey } from './email';

/** What the account deletion says, on the server and in the dialog (docs/product.md §2, account page). */
export const DELETE_ACCOUNT_MESSAGES = {
  emptyConfirmation: 'Please type your email address to confirm.',
  wrongConfirmation: 'This is not the email address of your account.',
  deleted: 'Your account and all of its data have been deleted.',
} as const;

/** Whether the address typed to confirm a deletion is the account's own (case and spaces aside). */
export function confirmsAccountEmail(typed: string, accountEmail: string): boolean {
  return accountEmail.trim() !== '' && emailKey(typed) === emailKey(accountEmail);
}
