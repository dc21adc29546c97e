import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { acceptProfile, patchProfile, signOut, useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { updateName } from '../api/update-name';
import { roleStatement } from '../utils/role-statement';

export function AccountPage() {
  useDocumentTitle('Account');
  const navigate = useNavigate();
  const profile = useSession((s) => s.profile)!;
  const user = useSession((s) => s.user);
  const [name, setName] = useState(profile.name ?? '');
  const [saving, setSaving] = useState(false);
  const editing = useRef(false);

  // A change made in another tab arrives through the live profile; it must not overwrite typing in progress.
  useEffect(() => {
    if (!editing.current) setName(profile.name ?? '');
  }, [profile.name]);

  const save = async () => {
    editing.current = false;
    const trimmed = name.trim();
    if (trimmed === (profile.name ?? '')) return;
    if (!trimmed) {
      setName(profile.name ?? '');
      notify('Please fill in your name.', 'warning');
      return;
    }
    setSaving(true);
    try {
      const result = await updateName(trimmed);
      if (result?.profile) acceptProfile(result.profile);
      else patchProfile({ name: trimmed });
      notify('Account updated successfully', 'success');
    } catch {
      setName(profile.name ?? '');
      notify('Account update failed', 'error');
    } finally {
      setSaving(false);
    }
  };

  const logOut = async () => {
    await signOut();
    navigate(paths.home, { replace: true });
  };

  const statement = roleStatement(profile.activeTeam?.role, profile.activeTeam?.teamName);
  const email = profile.email || user?.email || '';

  return (
    <div className="container page page-narrow stack-lg">
      <header className="account-head">
        <Avatar photoURL={user?.photoURL} name={profile.name || email} size={64} />
        <div className="stack-sm" style={{ gap: 'var(--space-1)', minWidth: 0 }}>
          <h1 style={{ fontSize: 'var(--text-2xl)' }} data-testid="account-heading">
            {profile.name || 'Your account'}
          </h1>
          {statement && (
            <p className="muted" data-testid="role-statement">
              {statement}
            </p>
          )}
        </div>
      </header>

      <Card className="stack">
        <h2 className="card-title">Profile</h2>
        <TextField label="Email" type="email" value={email} readOnly />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          maxLength={100}
          hint={saving ? 'Saving…' : 'Saved automatically when you leave the field.'}
          onFocus={() => {
            editing.current = true;
          }}
          onChange={(e) => {
            editing.current = true;
            setName(e.target.value);
          }}
          onBlur={() => void save()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
          }}
          data-testid="account-name"
        />
      </Card>

      <Card className="stack">
        <h2 className="card-title">Team</h2>
        <p className="muted small">Switching teams and leaving a team arrive with team management.</p>
      </Card>

      <Card className="stack">
        <h2 className="card-title">Subscription</h2>
        <p className="muted small">Your plan and billing details appear here soon. See Pricing for the plans.</p>
      </Card>

      <div>
        <Button variant="danger" onClick={() => void logOut()} data-testid="account-logout">
          Log out
        </Button>
      </div>
    </div>
  );
}
