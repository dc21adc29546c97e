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

/**
 * The body of every feature mutation hook: runs `call`, and on success
 * invalidates what `invalidate` names before the component's own `onSuccess`.
 */
export function useCallMutation<F extends Call>(
  call: F,
  invalidate: (client: QueryClient) => Promise<unknown> | void,
  config: MutationConfig<F> = {},
) {
  const client = useQueryClient();
  return useMutation<Awaited<ReturnType<F>>, ApiError, Parameters<F>[0]>({
    ...config,
    mutationFn: call as (input: Parameters<F>[0]) => Promise<Awaited<ReturnType<F>>>,
    onSuccess: (...args) => {
      void invalidate(client);
      return config.onSuccess?.(...args);
    },
  });
}
