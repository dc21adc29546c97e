import type { Profile } from '@listkeep/common/src/entities';
import { PlanChooser } from '@/components/plan-chooser';
import { Button } from '@/components/ui/button';
import { WizardFooter, type WizardNav } from './wizard-frame';

/** Paid plans open checkout in a new tab, so the user finishes setting up here (docs/product.md §4, Pricing buttons). */
export function PlanStep({ profile, nav }: { profile: Profile; nav: WizardNav }) {
  return (
    <>
      <div className="stack">
        <p className="muted small">
          You start on Starter for free. Paid plans open checkout in a new tab, so you can finish setting up here.
        </p>
        <PlanChooser profile={profile} newTab />
      </div>
      <WizardFooter nav={nav}>
        <Button onClick={nav.advance}>Continue</Button>
      </WizardFooter>
    </>
  );
}
