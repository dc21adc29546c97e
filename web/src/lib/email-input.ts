/**
 * What a field for an email address sets instead of type="email": Chromium's
 * email field refuses letters outside ASCII before the @ and hands back an
 * international domain in its `xn--` form, and an address is kept as typed
 * (common/src/email.ts checks it). The keyboard stays the one for addresses.
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
