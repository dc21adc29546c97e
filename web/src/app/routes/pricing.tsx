import { needFromQuery } from '@listkeep/common/src/plan-links';
import { useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PlanChooser } from '@/components/plan-chooser';
import { returnPathOf } from '@/lib/plans-path';
import { useProfile } from '@/lib/profile';

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const prerendering = () => false;

/**
 * The plans page: signed out, a choice leads to sign-up; signed in, to
 * checkout or the billing portal, which come back to the page that sent the
 * sender here. Reached from an upgrade prompt (?for=…), it marks the plan that
 * gives what was asked.
 */
export function PricingRoute() {
  const profile = useProfile().data;
  const [search] = useSearchParams();
  // The pre-rendered page has no query: hydration matches it, then the browser reads the query.
  const browser = useSyncExternalStore(noSubscription, inBrowser, prerendering);
  const need = browser ? needFromQuery(search.get('for')) : null;
  const returnTo = returnPathOf(search);
  return (
    <div className="container page">
      {returnTo && profile && (
        <Link className="small" to={returnTo} data-testid="plans-back">
          ← Back without changing plan
        </Link>
      )}
      <header className="page-header" style={{ textAlign: 'center', alignItems: 'center' }}>
        <span className="eyebrow">Pricing</span>
        <h1>Simple plans for small senders</h1>
        <p className="muted">Start free. Upgrade when your list grows.</p>
      </header>
      <PlanChooser profile={profile} returnTo={returnTo} need={need} />
    </div>
  );
}
