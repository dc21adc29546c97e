import type { Newsletter } from '@listkeep/common/src/entities';
import { READ_ONLY_LIST_BADGE, readOnlyListMessage } from '@listkeep/common/src/plan-cutoff';
import { roomFor } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { ASK_OWNER_TO_UPGRADE } from '@/components/plan-feature-note';
import { ButtonLink } from '@/components/ui/button';
import { pricingPathFor } from '@listkeep/common/src/plan-links';

interface ReadOnlyListNoteProps {
  newsletter: Newsletter;
  tier: Tier | undefined;
  /** How many lists the team holds: the plan to name is the cheapest that holds them all. */
  lists: number;
  /** Only the owner can change the plan: they get the way to it, the others whom to ask. */
  isOwner: boolean;
}

/**
 * Says why a list beyond the team's plan cannot be changed (docs/product.md
 * §4, Tiers at cutoff), in the server's own words; nothing for other lists.
 */
export function ReadOnlyListNote({ newsletter, tier, lists, isOwner }: ReadOnlyListNoteProps) {
  if (!newsletter.readOnly) return null;
  return (
    <div className="banner banner-warning" role="status" data-testid="read-only-list-note">
      <strong>{READ_ONLY_LIST_BADGE}.</strong> {readOnlyListMessage(newsletter.newsletterName, tier, lists)}{' '}
      {isOwner ? (
        <ButtonLink variant="link" to={pricingPathFor(roomFor('lists', lists))} data-testid="read-only-list-upgrade">
          See the plans
        </ButtonLink>
      ) : (
        ASK_OWNER_TO_UPGRADE
      )}
    </div>
  );
}
