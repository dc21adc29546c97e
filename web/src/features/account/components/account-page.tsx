import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Address } from '@/components/ui/address';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { signOut, useSession } from '@/lib/session';
import { AccountNameField } from './account-name-field';
import { DeleteAccountSection } from './delete-account-section';
import { SubscriptionSection } from './subscription-section';
import { TeamSection } from './team-section';
import '../account.css';

interface AccountPageProps {
  /** Share Feedback and its dialog, which the feedback feature provides. */
  shareFeedback?: ReactNode;
}

export function AccountPage({ shareFeedback }: AccountPageProps) {
  useDocumentTitle('Account');
  const navigate = useNavigate();
  // The route's guard renders this page only once the profile is loaded.
  const profile = useProfile().data!;
  const user = useSession((s) => s.user);

  const logOut = async () => {
    await signOut();
    navigate(paths.home, { replace: true });
  };

  const email = profile.email || user?.email || '';

  return (
    <div className="container page page-narrow stack-lg">
      <header className="account-head">
        <Avatar photoURL={user?.photoURL} name={profile.name || email} size={64} />
        <div className="stack-sm" style={{ gap: 'var(--space-1)', minWidth: 0 }}>
          <h1 style={{ fontSize: 'var(--text-2xl)' }} data-testid="account-heading">
            {profile.name || 'Your account'}
          </h1>
        </div>
      </header>

      <Card className="stack">
        <h2 className="card-title">Profile</h2>
        {/* Shown as text, not in a field: the address cannot be changed here, and a field would cut a long one off. */}
        <div className="field">
          <span className="field-label">Email</span>
          <span data-testid="account-email">
            <Address>{email}</Address>
          </span>
        </div>
        <AccountNameField savedName={profile.name ?? ''} />
        {shareFeedback && <div>{shareFeedback}</div>}
      </Card>

      <TeamSection profile={profile} emailVerified={user?.emailVerified ?? false} />

      <SubscriptionSection profile={profile} />

      <div>
        <Button variant="danger" onClick={() => void logOut()} data-testid="account-logout">
          Log out
        </Button>
      </div>

      <DeleteAccountSection email={email} subscription={profile.subscription} />
    </div>
  );
}
