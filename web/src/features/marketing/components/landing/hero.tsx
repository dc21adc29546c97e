import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MockInbox } from './mock-inbox';

export const TAGLINE = 'Big League Tools for Small Senders';

/** What Listkeep is and for whom, the main button, and the mock inbox. */
export function Hero({ action, animate }: { action: { to: string; label: string }; animate: boolean }) {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="container landing-hero-grid">
        <div className="landing-hero-copy">
          <span className="eyebrow">Subscriber lists for clubs, churches and small businesses</span>
          <h1 id="landing-hero-title">{TAGLINE}</h1>
          <p className="landing-lead">
            Listkeep keeps your newsletter's subscriber list, with sign-up links and unsubscribes that take effect at
            once. You send from your own email, in BCC, so it arrives like a note from you, not a campaign.
          </p>
          <div className="landing-actions">
            <ButtonLink to={action.to} size="lg" data-testid="landing-main-action">
              {action.label}
            </ButtonLink>
            <a className="btn btn-secondary btn-lg" href="#try-it">
              Try the Demo
            </a>
          </div>
          <p className="landing-note">
            Free for one list of up to 50 subscribers. No cookies, no trackers, no bulk-mail platform.
          </p>
        </div>
        <MockInbox animate={animate} />
      </div>
    </section>
  );
}

/** The closing call to act, after the visitor has seen the demo. */
export function ClosingCall({ action }: { action: { to: string; label: string } }) {
  return (
    <section className="section landing-closing" aria-labelledby="landing-closing-title">
      <div className="container landing-closing-inner">
        <h2 id="landing-closing-title">Keep your first list free</h2>
        <p className="muted">One list, up to 50 subscribers, no card. Upgrade when your club outgrows it.</p>
        <div className="landing-actions">
          <ButtonLink to={action.to} size="lg" data-testid="landing-closing-action">
            {action.label}
          </ButtonLink>
          <ButtonLink to={paths.pricing} size="lg" variant="secondary">
            See Pricing
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
