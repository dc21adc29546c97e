import { footerHtmlFor } from '@listkeep/common/src/custom-footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import type { FooterShortIDs } from '@listkeep/common/src/short-links';

/**
 * An email's footer, whose links are tracked so subscribes and unsubscribes
 * count against it: null when its list was deleted, undefined while an older
 * entry's short addresses are being made.
 */
export function trackedFooter(
  tier: unknown,
  newsletter: Newsletter | undefined,
  shortIDs: FooterShortIDs | undefined,
  publicOrgName: string,
): string | null | undefined {
  if (!newsletter) return null;
  if (!shortIDs) return undefined;
  return footerHtmlFor(tier, window.location.origin, newsletter, { shortIDs, publicOrgName });
}
