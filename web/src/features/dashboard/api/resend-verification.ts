import { loadFirebase } from '@/lib/session';

/** The identity provider sends it; the call is not part of the API (spec section 7). */
export async function resendVerificationEmail(): Promise<boolean> {
  const fb = await loadFirebase();
  return fb.sendVerificationEmail();
}
