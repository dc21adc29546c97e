import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { signOut } from '@/lib/session';

/** Shown by the guards when the profile of a signed-in user could not be loaded. */
export function ProfileError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="container page page-narrow">
      <Card className="stack">
        <h2>We could not load your account</h2>
        <p className="muted">The server did not answer. Check your connection, then try again.</p>
        <div className="row">
          <Button loading={retrying} onClick={onRetry}>
            Try again
          </Button>
          <Button variant="ghost" onClick={() => void signOut()}>
            Log Out
          </Button>
        </div>
      </Card>
    </div>
  );
}
