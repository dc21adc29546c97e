import type { Newsletter, Team } from '@listkeep/common/src/entities';
import { planAllows, roomFor } from '@listkeep/common/src/plan-features';
import { can, type Role } from '@listkeep/common/src/roles';
import { planFor, type Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { ReadOnlyNote } from '@/components/read-only-note';
import { Button } from '@/components/ui/button';
import { UpgradeLink } from '@/components/upgrade-link';
import { NewNewsletterDialog } from './new-newsletter-dialog';
import { NewsletterCard } from './newsletter-card';
import '../newsletters.css';

interface NewslettersTabProps {
  team: Team;
  tier: Tier;
  newsletters: Newsletter[];
  role: Role | null;
  onOpenSettings: (newsletterID: string) => void;
}

export function NewslettersTab({ team, tier, newsletters, role, onOpenSettings }: NewslettersTabProps) {
  const [creating, setCreating] = useState(false);
  // The limit is said when it is in the way: once the sender asks for a list the plan has no room for.
  const [askedAtLimit, setAskedAtLimit] = useState(false);
  const canManage = can(role, 'manageNewsletters');
  const plan = planFor(tier);
  const atLimit = newsletters.length >= plan.maxLists;

  return (
    <div className="stack" data-testid="tab-lists">
      <div className="toolbar">
        <Button onClick={() => (atLimit ? setAskedAtLimit(true) : setCreating(true))} disabled={!canManage}>
          New newsletter
        </Button>
        {canManage && atLimit && askedAtLimit && (
          <span className="small plan-limit-note" role="status" data-testid="list-limit-note">
            {planAllows('lists', plan.tier)}.{' '}
            <UpgradeLink tier={plan.tier} need={roomFor('lists', newsletters.length + 1)} /> to add more.
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
