import { buildShortLink } from '@listkeep/common/src/footer';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';

/** The address that goes into the email: it counts the click, then leads on to the link's URL. */
export const trackedAddress = (shortID: string) => buildShortLink(window.location.origin, shortID);

export async function copyTrackedAddress(address: string, failure = 'Failed to copy to clipboard') {
  if (await copyText(address)) notify('Tracked link copied to clipboard.', 'success');
  else notify(failure, 'error');
}
