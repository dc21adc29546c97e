import { notify } from './toast';
import { useFlash } from './use-flash';

/** Runs a copy and says how it went: `copied` is true for 1.5 s after each copy that worked. */
export function useCopy(copiedMessage: string): [copied: boolean, copy: (write: Promise<boolean>) => Promise<void>] {
  const [copied, flash] = useFlash();
  const copy = async (write: Promise<boolean>) => {
    if (await write) {
      flash();
      notify(copiedMessage, 'success');
    } else {
      notify('Failed to copy to clipboard', 'error');
    }
  };
  return [copied, copy];
}
