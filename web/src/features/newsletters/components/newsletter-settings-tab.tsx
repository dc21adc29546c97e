import type { Newsletter } from '@listkeep/common/src/entities';
import { can, type Role } from '@listkeep/common/src/roles';
import type { Tier } from '@listkeep/common/src/tiers';
import { ReadOnlyListNote } from '@/components/read-only-list-note';
import { ReadOnlyNote } from '@/components/read-only-note';
import { CopySubscribersCard } from './copy-subscribers-card';
import { CustomFooterCard } from './custom-footer-card';
import { DeleteNewsletterCard } from './delete-newsletter-card';
import { LinksSection } from './links-section';
import { settingsKey } from '../utils/settings-form';
import { NewsletterSettingsForm } from './newsletter-settings-form';
import { SourcesCard } from './sources-card';
import { WebsiteFormCard } from './website-form-card';

interface NewsletterSettingsTabProps {
  teamID: string;
  newsletter: Newsletter;
  newsletterCount: number;
  role: Role | null;
  isOwner: boolean;
  /** The team's plan tier and public name, which the footers and copying by tag read. */
  tier: Tier | undefined;
  publicOrgName: string;
  /** After the newsletter was deleted. */
  onDeleted: () => void;
}

export function NewsletterSettingsTab({
  teamID,
  newsletter,
  newsletterCount,
  role,
  isOwner,
  tier,
  publicOrgName,
  onDeleted,
}: NewsletterSettingsTabProps) {
  // A list beyond the plan keeps its settings as they are; copying and deleting it stay open.
  const canEdit = can(role, 'manageNewsletters') && !newsletter.readOnly;
  return (
    <div className="stack-lg" data-testid="tab-newsletter">
      <ReadOnlyListNote newsletter={newsletter} tier={tier} lists={newsletterCount} isOwner={isOwner} />
      {!can(role, 'manageNewsletters') && <ReadOnlyNote what="the newsletter settings" />}
      {/* A different newsletter picked in the header, or fresh data after a save, starts the form afresh. */}
      <NewsletterSettingsForm key={settingsKey(newsletter)} teamID={teamID} newsletter={newsletter} canEdit={canEdit} />
      <LinksSection newsletter={newsletter} tier={tier} publicOrgName={publicOrgName} />
      <SourcesCard newsletter={newsletter} tier={tier} isOwner={isOwner} canEdit={canEdit} />
      <WebsiteFormCard newsletter={newsletter} />
      <CustomFooterCard
        newsletter={newsletter}
        tier={tier}
        publicOrgName={publicOrgName}
        canEdit={canEdit}
        isOwner={isOwner}
      />
      <CopySubscribersCard newsletter={newsletter} canCopy={can(role, 'exportEmails')} tier={tier} isOwner={isOwner} />
      <DeleteNewsletterCard
        newsletter={newsletter}
        onlyOne={newsletterCount <= 1}
        canDelete={can(role, 'updateNewsletters')}
        onDeleted={onDeleted}
      />
    </div>
  );
}
