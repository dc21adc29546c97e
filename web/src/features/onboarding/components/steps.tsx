import type { Profile, TeamInvite } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { PlanCards } from '@/components/plan-cards';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';

function Numbered({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ol className="numbered">
      {items.map((item, i) => (
        <li key={item.title}>
          <span className="num" aria-hidden="true">
            {i + 1}
          </span>
          <div className="stack-sm" style={{ gap: 'var(--space-1)' }}>
            <strong>{item.title}</strong>
            <span className="muted small">{item.text}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksStep() {
  return (
    <Numbered
      items={[
        {
          title: 'Keep your subscribers here',
          text: 'Paste or import addresses into a newsletter list. Listkeep keeps it clean and up to date.',
        },
        {
          title: 'Send from your own email',
          text: 'Copy the list into BCC of your usual mail client and paste the footer with subscribe and unsubscribe links.',
        },
        {
          title: 'Recipients manage themselves',
          text: 'People subscribe, unsubscribe or change preferences through their links. Opt-outs take effect at once.',
        },
      ]}
    />
  );
}

export interface AccountStepProps {
  name: string;
  newsletterName: string;
  nameError: string | null;
  newsletterError: string | null;
  onName: (value: string) => void;
  onNewsletterName: (value: string) => void;
  newsletterHint?: string;
}

export function AccountStep(props: AccountStepProps) {
  return (
    <div className="stack">
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        value={props.name}
        onChange={(e) => props.onName(e.target.value)}
        error={props.nameError}
        maxLength={100}
        autoFocus
      />
      <TextField
        label="Newsletter name"
        name="newsletterName"
        value={props.newsletterName}
        onChange={(e) => props.onNewsletterName(e.target.value)}
        error={props.newsletterError}
        hint={
          props.newsletterHint ??
          'Subscribers see this name on their subscribe and unsubscribe pages. You can change it later.'
        }
        maxLength={100}
      />
    </div>
  );
}

export function DashboardStep() {
  return (
    <Numbered
      items={[
        { title: 'Overview', text: 'Recent and total subscribers, emails sent, and who joined lately.' },
        { title: 'Subscribers', text: 'Add, import, export and copy your list straight into the BCC field.' },
        { title: 'Recent Emails', text: 'Log what you sent and see subscribes and unsubscribes per email.' },
        {
          title: 'Newsletters',
          text: 'Settings, your subscribe link and QR code, and the footer to paste into every email.',
        },
      ]}
    />
  );
}

export function PlanStep({
  profile,
  busyTier,
  onChoose,
}: {
  profile: Profile;
  busyTier: Tier | null;
  onChoose: (tier: Tier) => void;
}) {
  return (
    <div className="stack">
      <p className="muted small">
        You start on Starter for free. Paid plans open checkout in a new tab, so you can finish setting up here.
      </p>
      <PlanCards
        currentTier={profile.subscription?.tier ?? 'free'}
        whitelisted={profile.whitelisted}
        busyTier={busyTier}
        onChoose={onChoose}
      />
    </div>
  );
}

export function InvitesStep({
  invites,
  busyTeam,
  onAnswer,
}: {
  invites: TeamInvite[];
  busyTeam: string | null;
  onAnswer: (invite: TeamInvite, accept: boolean) => void;
}) {
  return (
    <div className="stack">
      <p className="muted small">You have been invited to join these teams. Accept to work on their newsletters.</p>
      {invites.map((invite) => (
        <Card key={invite.teamID} className="row-between" data-testid="invite-card">
          <div className="stack-sm" style={{ gap: 'var(--space-1)' }}>
            <strong>{invite.teamName}</strong>
            <span className="muted small">Invited by {invite.inviterName || 'a team owner'}</span>
          </div>
          <div className="row">
            <Button variant="secondary" size="sm" disabled={busyTeam !== null} onClick={() => onAnswer(invite, false)}>
              Decline
            </Button>
            <Button
              size="sm"
              loading={busyTeam === invite.teamID}
              disabled={busyTeam !== null}
              onClick={() => onAnswer(invite, true)}
            >
              Accept
            </Button>
          </div>
        </Card>
      ))}
    </div>
  );
}

export function GoStep() {
  return (
    <div className="stack">
      <p>
        Your newsletter is ready. Add your first subscribers from the dashboard, then paste the list and footer into
        your next email.
      </p>
      <p className="muted small">You can change your name, plan and newsletter settings at any time.</p>
    </div>
  );
}
