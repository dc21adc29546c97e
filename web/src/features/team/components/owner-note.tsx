import { formatCount } from '@listkeep/common/src/count-text';
import type { Plan } from '@listkeep/common/src/tiers';
import { TextWithAddresses } from '@/components/ui/address';
import { SUPPORT_EMAIL } from '@/config/env';

/** Shown to the owner only (docs/product.md §6): whose plan the members use, and how ownership moves. */
export function OwnerNote({ plan }: { plan: Plan }) {
  const limit = Number.isFinite(plan.maxSubscribers)
    ? `the ${plan.name} plan's ${formatCount(plan.maxSubscribers)} subscribers`
    : `the ${plan.name} plan, which sets no subscriber limit`;
  return (
    <p className="small muted" data-testid="owner-note">
      <TextWithAddresses
        text={`Members work within your plan: the subscribers they add count toward ${limit}. To transfer ownership of the team, write to support at ${SUPPORT_EMAIL}.`}
      />
    </p>
  );
}
