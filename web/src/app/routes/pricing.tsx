import { useNavigate } from 'react-router';
import { PlanCards } from '@/components/plan-cards';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';
import { useProfile } from '@/lib/profile';

/** Plans page; checkout from here arrives with billing, until then a choice leads to sign-up or the dashboard. */
export function PricingRoute() {
  useDocumentTitle('Pricing');
  const navigate = useNavigate();
  const profile = useProfile().data;
  return (
    <div className="container page">
      <header className="page-header" style={{ textAlign: 'center', alignItems: 'center' }}>
        <span className="eyebrow">Pricing</span>
        <h1>Simple plans for small senders</h1>
        <p className="muted">Start free. Upgrade when your list grows.</p>
      </header>
      <PlanCards
        currentTier={profile ? (profile.subscription?.tier ?? 'free') : null}
        whitelisted={profile?.whitelisted}
        onChoose={() => navigate(profile ? paths.account : paths.login)}
      />
    </div>
  );
}
