import { emailKey } from './email';

/** What the account deletion says, on the server and in the dialog (docs/product.md §2, account page). */
export const DELETE_ACCOUNT_MESSAGES = {
  emptyConfirmation: 'Please type your email address to confirm.',
  wrongConfirmation: 'This is not the email address of your account.',
  deleted: 'Your account and all of its data have been deleted.',
  /**
   * Deleting the account deletes its payment customer, which ends the
   * subscription at once; nothing is prorated or refunded (domain/billing/billing.ts).
   */
  paidPlan: (plan: string) =>
    `Your ${plan} plan is cancelled at once with the account: there are no further charges, and the rest of the period already paid is not refunded.`,
} as const;

/** Whether the address typed to confirm a deletion is the account's own (case and spaces aside). */
export function confirmsAccountEmail(typed: string, accountEmail: string): boolean {
  return accountEmail.trim() !== '' && emailKey(typed) === emailKey(accountEmail);
}
