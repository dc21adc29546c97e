import { LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';

/** Copies for a demo step and says so in a toast, as the dashboard does; false when the browser refused. */
export async function copyForDemo(text: string, copiedMessage: string): Promise<boolean> {
  if (await copyText(text)) {
    notify(copiedMessage, 'success');
    return true;
  }
  notify(LANDING_DEMO_MESSAGES.copyFailed, 'error');
  return false;
}
