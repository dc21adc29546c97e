/** What the wizard tells the user (docs/product.md §5 and §8, Onboarding). */
export const ONBOARDING_MESSAGES = {
  nameRequired: 'Please fill in your name before continuing.',
  newsletterRequired: 'Please name your newsletter before continuing.',
  newsletterExists: 'Newsletter already created',
  createFailed: 'Error creating account, refresh page and try again',
  accountUpdateFailed: 'Account update failed',
} as const;
