import { CHECKOUT_RETURN } from '@listkeep/common/src/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { invalidateProfileAndDashboard } from './profile';
import { useDropSearchParams } from './search-params';

/** How long a page back from checkout gives Stripe's webhook before it reloads the plan (docs/product.md §9). */
export const CHECKOUT_RETURN_DELAY_MS = 3000;

/**
 * Whether the page opened back from a paid checkout (`?source=checkout`):
 * kept for the page's life, while the parameter is dropped from the address so
 * a reload or a shared link does not claim a payment again. The plan is
 * reloaded once after the delay, in case the live profile watch missed it.
 */
export function useCheckoutArrival(): boolean {
  const [params] = useSearchParams();
  const dropParams = useDropSearchParams();
  const client = useQueryClient();
  const [arrived] = useState(() => params.get(CHECKOUT_RETURN.param) === CHECKOUT_RETURN.value);
  const marked = params.has(CHECKOUT_RETURN.param);

  useEffect(() => {
    if (marked) dropParams(CHECKOUT_RETURN.param);
  }, [marked, dropParams]);

  useEffect(() => {
    if (!arrived) return;
    const timer = setTimeout(() => void invalidateProfileAndDashboard(client), CHECKOUT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [arrived, client]);

  return arrived;
}
