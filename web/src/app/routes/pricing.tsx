import { PlanChooser } from '@/components/plan-chooser';
import { useProfile } from '@/lib/profile';

/** The plans page: signed out, a choice leads to sign-up; signed in, to checkout or the billing portal. */
export function PricingRoute() {
  const profile = useProfile().data;
  return (
    <div className="container page">
      <header className="page-header" style={{ textAlign: 'center', alignItems: 'center' }}>
        <span className="eyebrow">Pricing</span>
        <h1>Simple plans for small senders</h1>
        <p className="muted">Start free. Upgrade when your list grows.</p>
      </header>
      <PlanChooser profile={profile} />
    </div>
  );
}
