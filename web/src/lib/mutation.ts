import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from './api';

type Call = (input: never) => Promise<unknown>;

/**
 * What a component may add to a feature's mutation hook (e.g. `onSuccess` to
 * close its dialog); the hook itself owns the call and the cache keys it
 * invalidates.
 */
export type MutationConfig<F extends Call> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, ApiError, Parameters<F>[0]>,
  'mutationFn'
>;

export interface CacheEffect<F extends Call> {
  /** Updates or invalidates what the call changed, before the component's own `onSuccess` runs. */
  onSuccess: (client: QueryClient, answer: Awaited<ReturnType<F>>) => Promise<unknown> | void;
  /** For calls whose refusal can mean the data moved on (a 409): what to refresh then. */
  onError?: (client: QueryClient) => Promise<unknown> | void;
}

/**
 * The body of every feature mutation hook: runs `call`; on success it updates
 * or invalidates what the call changed and waits for that, so the component's
 * `onSuccess` (closing a dialog, opening the next tab) sees fresh data.
 */
export function useCallMutation<F extends Call>(
  call: F,
  cache: CacheEffect<F>['onSuccess'] | CacheEffect<F>,
  config: MutationConfig<F> = {},
) {
  const client = useQueryClient();
  const effect: CacheEffect<F> = typeof cache === 'function' ? { onSuccess: cache } : cache;
  return useMutation<Awaited<ReturnType<F>>, ApiError, Parameters<F>[0]>({
    ...config,
    mutationFn: call as (input: Parameters<F>[0]) => Promise<Awaited<ReturnType<F>>>,
    onSuccess: async (answer, ...rest) => {
      await effect.onSuccess(client, answer);
      return config.onSuccess?.(answer, ...rest);
    },
    onError: async (...args) => {
      await effect.onError?.(client);
      return config.onError?.(...args);
    },
  });
}
