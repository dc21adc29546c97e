import { useSyncExternalStore } from 'react';
import { SITE_ORIGIN } from '@/config/env';

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const siteOrigin = () => SITE_ORIGIN;

/**
 * The origin the page is served from, for links a page shows. The build's
 * pre-rendering has no location and writes the site's origin; the browser
 * hydrates with that and then shows its own, the same one once deployed.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(noSubscription, browserOrigin, siteOrigin);
}
