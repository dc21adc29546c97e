import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { useFlash } from './use-flash';

/** Copies a text and says so: `copied` is true for 1.5 s after each copy that worked. */
export function useCopyText(copiedMessage: string): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, flash] = useFlash();
  const copy = async (text: string) => {
    if (await copyText(text)) {
      flash();
      notify(copiedMessage, 'success');
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };
  return [copied, copy];
}
