import { useState } from 'react';
import { demoLink, DEMO_NEWSLETTER_NAME, LANDING_DEMO_MESSAGES } from '@listkeep/common/src/web/landing-demo';
import { CHECK_INBOX_TO_UNSUBSCRIBE_TEXT } from '@listkeep/common/src/signups';
import { Button } from '@/components/ui/button';
import { usePageOrigin } from '@/lib/page-origin';
import { notify } from '@/lib/toast';
import { DemoEmailForm } from './demo-email-form';
import { DemoStep } from './demo-step';
import { SuccessNote } from './success-note';

/**
 * Step 3: a reader opts out on their own, from the footer's link; the sender
 * does nothing. As on the real page, the address gets a mail to confirm with.
 */
export function UnsubscribeStep() {
  const [unsubscribed, setUnsubscribed] = useState<string | null>(null);
  const [again, setAgain] = useState(false);
  const origin = usePageOrigin();

  const done = (email: string) => {
    setUnsubscribed(email);
    notify(LANDING_DEMO_MESSAGES.unsubscribeRequested, 'success');
  };

  return (
    <DemoStep
      number={3}
      title="Readers unsubscribe themselves"
      lead="The footer's link opens a page like this one. The reader confirms from their inbox and your list updates itself: no replies to read, no one to remove by hand."
      done={unsubscribed !== null}
      testId="demo-unsubscribe"
    >
      <div className="demo-page" aria-label="Unsubscribe page" role="group">
        <p className="demo-page-title">Unsubscribe from {DEMO_NEWSLETTER_NAME}</p>
        {unsubscribed === null ? (
          <DemoEmailForm label="Your email" action="Unsubscribe" onDone={done} autoFocus={again} />
        ) : (
          <SuccessNote message={LANDING_DEMO_MESSAGES.unsubscribeRequested} takeFocus testId="demo-unsubscribe-success">
            <p className="small">{CHECK_INBOX_TO_UNSUBSCRIBE_TEXT}</p>
            <p className="muted small">
              {`One click on the link in that mail and ${unsubscribed} is off ${DEMO_NEWSLETTER_NAME} at once. `}
              {LANDING_DEMO_MESSAGES.demoSendsNothing}
            </p>
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setAgain(true);
                  setUnsubscribed(null);
                }}
              >
                Try Again
              </Button>
            </div>
          </SuccessNote>
        )}
      </div>
      <p className="small muted">
        Or open <a href={demoLink(origin, 'unsub')}>the real unsubscribe page</a> in its demo mode.
      </p>
    </DemoStep>
  );
}
