import { useRef, useState } from 'react';
import { LinkApiError } from './api';

/**
 * One call at a time for a page's buttons: `run` does nothing while a call
 * is running, then hands its answer or its error to the page.
 */
export function useAction(): [
  busy: boolean,
  run: <T>(call: () => Promise<T>, done: (answer: T) => void, failed: (error: LinkApiError) => void) => void,
] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = <T>(call: () => Promise<T>, done: (answer: T) => void, failed: (error: LinkApiError) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    call()
      .then(done, (error: unknown) => failed(error instanceof LinkApiError ? error : new LinkApiError(0, null)))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return [busy, run];
}
