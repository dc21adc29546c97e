import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OPEN_PARAM } from '@/config/paths';

/**
 * Whether the address asked this tab, when it opened, to open `what` (`?open=`,
 * from the first dashboard's checklist or a checkout's way back). The request
 * is taken once: it leaves the address, so a reload does not open it again.
 */
export function useOpenRequest(what: string): boolean {
  const [params, setParams] = useSearchParams();
  const asked = params.get(OPEN_PARAM) === what;
  const [requested] = useState(asked);
  useEffect(() => {
    if (!asked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  return requested;
}
