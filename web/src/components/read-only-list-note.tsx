import type { Newsletter } from '@listkeep/common/src/entities';
import { READ_ONLY_LIST_BADGE, readOnlyListMessage } from '@listkeep/common/src/plan-cutoff';
import type { Tier } from '@listkeep/common/src/tiers';
import { ASK_OWNER_TO_UPGRADE } from '@/components/plan-feature-note';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface ReadOnlyListNoteProps {
  newsletter: Newsletter;
  tier: Tier | undefined;
  /** Only the owner can change the plan: they get the way to it, the others whom to ask. */
  isOwner: boolean;
}

/**
 * Says why a list beyond the team's plan cannot be changed (docs/product.md
 * §4, Tiers at cutoff), in the server's own words; nothing for other lists.
 */
export function ReadOnlyListNote({ newsletter, tier, isOwner }: ReadOnlyListNoteProps) {
  if (!newsletter.readOnly) return null;
  return (
    <div className="banner banner-warning" role="status" data-testid="read-only-list-note">
      <strong>{READ_ONLY_LIST_BADGE}.</strong> {readOnlyListMessage(newsletter.newsletterName, tier)}{' '}
      {isOwner ? (
        <ButtonLink variant="link" to={paths.pricing} data-testid="read-only-list-upgrade">
          See the plans
        </ButtonLink>
      ) : (
        ASK_OWNER_TO_UPGRADE
      )}
    </div>
  );
}
