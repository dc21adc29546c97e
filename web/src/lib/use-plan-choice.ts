import type { Profile } from '@listkeep/common/src/entities';
import { BILLING_MESSAGES, isPaying } from '@listkeep/common/src/billing';
import { tierRank, type Tier } from '@listkeep/common/src/tiers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/env';
import { useCreateCheckoutSession } from './checkout';
import { profileQueryOptions } from './profile';
import { hasSessionHint, sessionKnown } from './session';
import { notify } from './toast';

export interface PlanChoice {
  choose: (tier: Tier) => void;
  busyTier: Tier | null;
  /** The tier waiting for the "Update Plan" notice to be confirmed, else null. */
  pendingUpgrade: Tier | null;
  confirmUpgrade: () => void;
  cancelUpgrade: () => void;
}

/**
 * What a plan card's button does (docs/product.md §4, Pricing buttons): a
 * signed-out visitor goes to /login; a subscriber moving up is first told to
 * click "Update Plan" in the portal; then the checkout (or portal) address
 * opens, in this tab or, in the onboarding wizard, in a new one. Both come
 * back to `returnTo` when the plans were opened from work left for them.
 */
export function usePlanChoice(
  profile: Profile | null | undefined,
  { newTab = false, returnTo }: { newTab?: boolean; returnTo?: string } = {},
): PlanChoice {
  const navigate = useNavigate();
  const client = useQueryClient();
  const checkout = useCreateCheckoutSession();
  const [pendingUpgrade, setPendingUpgrade] = useState<Tier | null>(null);

  const open = async (tier: Tier) => {
    // Opened before the request so the browser takes it for the click's own window, not a popup.
    const tab = newTab ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    try {
      const { url } = await checkout.mutateAsync({ tier, returnTo });
      if (!newTab) window.location.assign(url);
      else if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
      notify(BILLING_MESSAGES.subscribeFailed(SUPPORT_EMAIL), 'error');
    }
  };

  const choose = async (tier: Tier) => {
    let loaded = profile;
    if (!loaded) {
      // A signed-in user's page may still be learning its session or loading the profile: the click waits.
      const user = hasSessionHint() ? await sessionKnown() : null;
      if (!user) {
        navigate(paths.login);
        return;
      }
      loaded = await client.ensureQueryData(profileQueryOptions(user.uid)).catch(() => undefined);
      if (!loaded) {
        notify(BILLING_MESSAGES.subscribeFailed(SUPPORT_EMAIL), 'error');
        return;
      }
    }
    const current = loaded.subscription;
    if (isPaying(current?.status) && tierRank(tier) > tierRank(current?.tier)) setPendingUpgrade(tier);
    else void open(tier);
  };

  return {
    choose: (tier) => void choose(tier),
    busyTier: checkout.isPending ? (checkout.variables?.tier ?? null) : null,
    pendingUpgrade,
    confirmUpgrade: () => {
      const tier = pendingUpgrade;
      setPendingUpgrade(null);
      if (tier) void open(tier);
    },
    cancelUpgrade: () => setPendingUpgrade(null),
  };
}
