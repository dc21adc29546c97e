import { CHECKOUT_RETURN } from '@listkeep/common/src/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CHECKOUT_RETURN_DELAY_MS } from '@/lib/checkout-arrival';
import { invalidateProfile } from '@/lib/profile';
import { useDropSearchParams } from '@/lib/search-params';

/**
 * Back from checkout (`?source=checkout`): waits, reloads the profile, then
 * drops the parameter (docs/product.md §2, Account page). Answers whether the
 * page is still waiting.
 */
export function useCheckoutReturn(): boolean {
  const [params] = useSearchParams();
  const dropParams = useDropSearchParams();
  const client = useQueryClient();
  const returning = params.get(CHECKOUT_RETURN.param) === CHECKOUT_RETURN.value;

  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => {
      void invalidateProfile(client).finally(() => dropParams(CHECKOUT_RETURN.param));
    }, CHECKOUT_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning, client, dropParams]);

  return returning;
}
