import { useCallback, useEffect, useRef, useState } from 'react';

/** Toast time-out of docs/product.md §9. */
export const FLASH_MS = 5000;

export interface Flash {
  kind: 'error' | 'success';
  text: string;
}

/** One message at a time, hidden after FLASH_MS; a new message restarts the clock. */
export function useFlash(): [Flash | null, (kind: Flash['kind'], text: string) => void, () => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  const show = useCallback((kind: Flash['kind'], text: string) => {
    clearTimeout(timer.current);
    setFlash({ kind, text });
    timer.current = setTimeout(() => setFlash(null), FLASH_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [flash, show, clear];
}
