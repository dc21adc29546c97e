import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Drops the named parameters from the address, keeping the others. The
 * history entry is replaced, so Back does not return to the marked address.
 */
export function useDropSearchParams(): (...names: string[]) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (...names: string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
