/** "Ann" → "Ann's Newsletter"; nothing for an empty name. */
export function defaultNewsletterName(personName: string): string {
  const name = personName.trim();
  return name ? `${name}'s Newsletter` : '';
}

/**
 * The newsletter name follows the person's name as it is typed, until the
 * user writes a newsletter name of their own (docs/product.md §4, Onboarding).
 */
export function followNewsletterName(previousName: string, nextName: string, currentNewsletterName: string): string {
  const followed = currentNewsletterName.trim() === '' || currentNewsletterName === defaultNewsletterName(previousName);
  return followed ? defaultNewsletterName(nextName) : currentNewsletterName;
}
