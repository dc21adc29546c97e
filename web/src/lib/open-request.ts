import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OPEN_PARAM } from '@/config/paths';
import { useDropSearchParams } from './search-params';

/**
 * Whether the address asked this tab, when it opened, to open `what` (`?open=`,
 * from the first dashboard's checklist or a checkout's way back). The request
 * is taken once: it leaves the address, so a reload does not open it again.
 */
export function useOpenRequest(what: string): boolean {
  const [params] = useSearchParams();
  const dropParams = useDropSearchParams();
  const asked = params.get(OPEN_PARAM) === what;
  const [requested] = useState(asked);
  useEffect(() => {
    if (asked) dropParams(OPEN_PARAM);
  }, [asked, dropParams]);
  return requested;
}
