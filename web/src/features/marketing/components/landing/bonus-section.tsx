import { useState } from 'react';
import { demoLink, DEMO_NEWSLETTER_NAME, LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { checkInboxToConfirmText } from '@listkeep/common/src/signups';
import { Button } from '@/components/ui/button';
import { usePageOrigin } from '@/lib/page-origin';
import { notify } from '@/lib/toast';
import { copyForDemo } from '../../utils/demo-copy';
import { DemoEmailForm } from './demo-email-form';
import { DemoQr } from './demo-qr';
import { SuccessNote } from './success-note';

/** Bonus: new readers join from a QR code on a poster or a link anywhere, with no account. */
export function BonusSection() {
  const link = demoLink(usePageOrigin(), 'sub');
  const [copied, setCopied] = useState(false);
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [again, setAgain] = useState(false);

  const copy = async () => {
    if (await copyForDemo(link, LANDING_DEMO_MESSAGES.subscribeLinkCopied)) setCopied(true);
  };

  const subscribe = (email: string) => {
    setSubscribed(email);
    notify(LANDING_DEMO_MESSAGES.subscribeRequested, 'success');
  };

  return (
    <section className="section landing-bonus" aria-labelledby="landing-bonus-title" data-testid="demo-bonus">
      <div className="container">
        <div className="bonus-card">
          <div className="bonus-main">
            <div className="stack-sm">
              <span className="eyebrow">Bonus</span>
              <h2 id="landing-bonus-title">Grow your list from a poster</h2>
              <p className="muted">
                Every list gets a subscribe link and a QR code. Print it on the notice board, the order of service or
                the till; readers sign themselves up.
              </p>
            </div>
            <div className="bonus-link">
              <DemoQr link={link} />
              <div className="bonus-link-actions">
                <Button variant="secondary" onClick={() => void copy()}>
                  Copy Subscribe Link
                </Button>
                {copied && (
                  <p className="demo-inline-ok small" data-testid="demo-bonus-copied">
                    {LANDING_DEMO_MESSAGES.subscribeLinkCopied}
                  </p>
                )}
                <a className="small" href={link}>
                  Open the subscribe page
                </a>
              </div>
            </div>
          </div>
          <div className="demo-page" role="group" aria-label="Subscribe page">
            <p className="demo-page-title">Subscribe to {DEMO_NEWSLETTER_NAME}</p>
            {subscribed === null ? (
              <DemoEmailForm label="Your email" action="Subscribe" onDone={subscribe} autoFocus={again} />
            ) : (
              <SuccessNote message={LANDING_DEMO_MESSAGES.subscribeRequested} takeFocus testId="demo-bonus-success">
                <p className="small">{checkInboxToConfirmText(DEMO_NEWSLETTER_NAME)}</p>
                <p className="muted small">
                  {`${subscribed} joins once the link in that mail is opened, so nobody signs up someone else. `}
                  {LANDING_DEMO_MESSAGES.demoSendsNothing}
                </p>
                <div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      setAgain(true);
                      setSubscribed(null);
                    }}
                  >
                    Try Again
                  </Button>
                </div>
              </SuccessNote>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
