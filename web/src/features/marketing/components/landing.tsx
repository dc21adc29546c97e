import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/components/layout/document-title';
import { paths } from '@/config/paths';

export interface LandingProps {
  signedIn: boolean;
  hasLoggedIn: boolean;
}

const TAGLINE = 'Big League Tools for Small Senders';

/** Spec section 2: Go To Dashboard when signed in, else Log In or Sign Up by history. */
function mainAction({ signedIn, hasLoggedIn }: LandingProps): { to: string; label: string } {
  if (signedIn) return { to: paths.dashboard, label: 'Go To Dashboard' };
  return { to: paths.login, label: hasLoggedIn ? 'Log In' : 'Sign Up' };
}

const FEATURES = [
  {
    icon: '1',
    title: 'Keep your list',
    text: 'Paste addresses separated by spaces, commas or semicolons. Listkeep keeps one clean list per newsletter.',
  },
  {
    icon: '2',
    title: 'Send from your own inbox',
    text: 'Copy the list into BCC of Gmail, Outlook or any client, and paste the footer with subscribe and unsubscribe links.',
  },
  {
    icon: '3',
    title: 'Opt-outs take care of themselves',
    text: 'Recipients unsubscribe or manage their preferences with one click. Opt-out links work at once.',
  },
];

const AUDIENCES = [
  { title: 'Clubs', text: 'Match reports, fixtures and AGM notices to members who asked for them.', to: paths.clubs },
  {
    title: 'Grassroots churches',
    text: 'Weekly bulletins and prayer lists without a marketing platform.',
    to: paths.churches,
  },
  {
    title: 'Marketers',
    text: 'Track opens and clicks through simple links, from the inbox you already use.',
    to: paths.marketers,
  },
  {
    title: 'Cold outreach',
    text: 'Honour every opt-out and see who clicked, with tracked links.',
    to: paths.marketers,
  },
];

export function Landing(props: LandingProps) {
  useDocumentTitle('');
  const action = mainAction(props);
  return (
    <>
      <section className="hero">
        <div className="container">
          <span className="eyebrow">Subscriber lists without the bulk-mail platform</span>
          <h1 style={{ marginTop: 'var(--space-4)' }}>{TAGLINE}</h1>
          <p className="hero-lead">
            Listkeep keeps your newsletter subscriber lists, subscribe links and one-click unsubscribes. You keep
            sending from your own email account, so your messages land like a personal note, not a campaign.
          </p>
          <div className="hero-actions">
            <ButtonLink to={action.to} size="lg" data-testid="landing-main-action">
              {action.label}
            </ButtonLink>
            <ButtonLink to={paths.howItWorks} size="lg" variant="secondary">
              How it Works
            </ButtonLink>
          </div>
          <p className="hero-note">Free for one newsletter and up to 50 subscribers. No cookies, no trackers.</p>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="feature-grid">
            {FEATURES.map((feature) => (
              <Card key={feature.title} className="stack-sm">
                <span className="feature-icon" aria-hidden="true">
                  {feature.icon}
                </span>
                <h3 className="card-title">{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className="section" style={{ paddingTop: 0 }}>
        <div className="container">
          <h2 className="section-title">Who It's For</h2>
          <div className="audience-grid">
            {AUDIENCES.map((audience) => (
              <Card key={audience.title} className="stack-sm">
                <h3 className="card-title">{audience.title}</h3>
                <p className="muted small" style={{ flex: 1 }}>
                  {audience.text}
                </p>
                <div>
                  <ButtonLink to={audience.to} variant="link">
                    Learn more →
                  </ButtonLink>
                </div>
              </Card>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
