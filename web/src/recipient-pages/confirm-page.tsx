import { useState, type ReactNode } from 'react';
import {
  CONFIRM_LINK_INVALID,
  CONFIRM_LINK_INVALID_HELP,
  NOT_ACCEPTING_TEXT,
  isNotAccepting,
  subscribedText,
} from '@listkeep/common/src/signups';
import { callPublic } from './api';
import { useFlash } from './flash';
import { ActionButton, FlashMessage, ListIntro, LoadFailed, LoadingPage, NotAccepting, Notice, Shell } from './shell';
import { useAction } from './use-action';
import { useOpenLink } from './use-open-link';

export const CONFIRM_FAILED = 'Failed to confirm. Please try again.';

/** What pressing Confirm led to. */
type Outcome = 'subscribed' | 'refused' | 'invalid';

/**
 * /link/confirm/{token}, the link of a subscribe confirmation mail. Opening
 * the page only shows the list: mail scanners open links too, so the address
 * joins when the recipient presses Confirm.
 */
export function ConfirmPage({ token }: { token: string }) {
  const [opened, retry] = useOpenLink({ type: 'confirmSubscribe', linkID: token });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, run] = useAction();
  const [flash, showFlash] = useFlash();
  const invalid = outcome === 'invalid' || (opened.state === 'failed' && opened.status === 404);
  const subscribed = outcome === 'subscribed' || (opened.state === 'ready' && opened.data.confirmed);
  const title = invalid ? CONFIRM_LINK_INVALID : subscribed ? 'Subscribed' : 'Confirm your subscription';

  if (invalid) return <Notice title={title} text={CONFIRM_LINK_INVALID_HELP} />;
  if (opened.state === 'loading') return <LoadingPage title={title} label="Loading your subscription" />;
  if (opened.state === 'failed') {
    return <LoadFailed title={title} text="We could not load this confirmation." onRetry={retry} />;
  }

  const { newsletterData, senderName } = opened.data;
  const listName = newsletterData.newsletterName;
  const page = (children: ReactNode, description?: string) => (
    <Shell
      title={title}
      sender={senderName}
      intro={<ListIntro sender={senderName} listName={listName} description={description} />}
    >
      {children}
    </Shell>
  );

  if (subscribed) {
    return page(
      <p role="status" className="link-done" data-testid="link-subscribed">
        {subscribedText(listName)}
      </p>,
    );
  }

  if (outcome === 'refused') return page(<NotAccepting text={NOT_ACCEPTING_TEXT} />);

  const confirm = () =>
    run(
      () => callPublic('linkAction', { type: 'confirmSubscribe', token }),
      (answer) => setOutcome(isNotAccepting(answer) ? 'refused' : 'subscribed'),
      (error) => {
        if (error.status === 404) setOutcome('invalid');
        else showFlash('error', error.serverMessage ?? CONFIRM_FAILED);
      },
    );

  return page(
    <>
      <p>Press Confirm to start receiving this list. If you did not ask for it, close this page: nothing happens.</p>
      <ActionButton primary disabled={busy} onClick={confirm}>
        {busy ? 'Confirming…' : 'Confirm'}
      </ActionButton>
      <FlashMessage flash={flash} />
    </>,
    newsletterData.description,
  );
}
