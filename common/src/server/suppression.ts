/**
 * Suppression (docs/product.md §4, "Suppression"): an address that opted out
 * of a list through its own links stays off that list, even after the sender
 * deletes the subscriber, until the recipient subscribes again on a public
 * page. What the API answers a sender who tries to put it back.
 */
import { joinNames } from '../signups';

/** The 409 of an add or edit that would put an address back on lists it left (`fields` names subscribedNewsletters). */
export function suppressedMessage(email: string, listNames: readonly string[]): string {
  const lists = listNames.length === 1 ? listNames[0] : joinNames(listNames);
  return (
    `${email} unsubscribed from ${lists} and cannot be added back by the team. ` +
    'Only they can subscribe again, on the list’s subscribe page.'
  );
}
