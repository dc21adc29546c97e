import { Landing } from '@/features/marketing/components/landing';
import { hasSessionHint, useSession } from '@/lib/session';
import { getHasLoggedIn } from '@/lib/storage';

export function LandingRoute() {
  const status = useSession((s) => s.status);
  const signedIn = status === 'signedIn' || (status === 'unknown' && hasSessionHint());
  return <Landing signedIn={signedIn} hasLoggedIn={getHasLoggedIn()} />;
}
