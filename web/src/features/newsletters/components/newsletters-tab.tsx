import { countText } from '@listkeep/common/src/count-text';
import type { Newsletter, Team } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import { planFor } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NewNewsletterDialog } from './new-newsletter-dialog';
import { NewsletterCard } from './newsletter-card';

interface NewslettersTabProps {
  team: Team;
  newsletters: Newsletter[];
  role: Role | null;
  onOpenSettings: (newsletterID: string) => void;
}

export function NewslettersTab({ team, newsletters, role, onOpenSettings }: NewslettersTabProps) {
  const [creating, setCreating] = useState(false);
  const canManage = can(role, 'manageNewsletters');
  const plan = planFor(team.subscription?.tier);
  const atLimit = newsletters.length >= plan.maxLists;

  return (
    <div className="stack" data-testid="tab-lists">
      <div className="toolbar">
        <Button onClick={() => setCreating(true)} disabled={!canManage || atLimit}>
          New newsletter
        </Button>
        {canManage && atLimit && (
          <span className="small muted" data-testid="list-limit-note">
            Your {plan.name} plan includes {countText(plan.maxLists, 'newsletter')}.{' '}
            <ButtonLink variant="link" to={paths.pricing}>
              Upgrade
            </ButtonLink>{' '}
            to add more.
          </span>
        )}
      </div>
      {!canManage && <ReadOnlyNote what="the newsletters" />}
      <div className="list-grid">
        {newsletters.map((n) => (
          <NewsletterCard key={n.id} newsletter={n} onOpenSettings={() => onOpenSettings(n.id)} />
        ))}
      </div>
      <NewNewsletterDialog open={creating} onOpenChange={setCreating} teamID={team.id} onCreated={onOpenSettings} />
    </div>
  );
}
