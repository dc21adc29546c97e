import type { Profile } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { PlanCards } from '@/components/plan-cards';
import { Button } from '@/components/ui/button';
import { SUPPORT_EMAIL } from '@/config/env';
import { notify } from '@/lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { WizardFooter, type WizardNav } from './wizard-frame';

/** Paid plans open checkout in a new tab, so the user finishes setting up here (docs/product.md §4, Pricing buttons). */
export function PlanStep({ profile, nav }: { profile: Profile; nav: WizardNav }) {
  const checkout = useCreateCheckoutSession();

  const choose = async (tier: Tier) => {
    // Opened before the request so the browser treats it as a response to the click, not a popup.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await checkout.mutateAsync(tier);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
      notify(`Error subscribing. Please reach out to us at ${SUPPORT_EMAIL}.`, 'error');
    }
  };

  return (
    <>
      <div className="stack">
        <p className="muted small">
          You start on Starter for free. Paid plans open checkout in a new tab, so you can finish setting up here.
        </p>
        <PlanCards
          currentTier={profile.subscription?.tier ?? 'free'}
          whitelisted={profile.whitelisted}
          busyTier={checkout.isPending ? checkout.variables : null}
          onChoose={(tier) => void choose(tier)}
        />
      </div>
      <WizardFooter nav={nav}>
        <Button onClick={nav.advance}>Continue</Button>
      </WizardFooter>
    </>
  );
}
