import { useMutation } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/mutation';
import { loadFirebase } from '@/lib/session';

/** The identity provider sends it; the call is not part of the API and changes no cached data (docs/product.md §7). */
export async function resendVerificationEmail(): Promise<boolean> {
  const fb = await loadFirebase();
  return fb.sendVerificationEmail();
}

export const useResendVerification = (config?: MutationConfig<typeof resendVerificationEmail>) =>
  useMutation({ ...config, mutationFn: resendVerificationEmail });
