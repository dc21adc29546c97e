import { useState, type ReactNode } from 'react';
import { CONFIRM_LINK_DAYS } from '@listkeep/common/src/limits';
import { isNotAccepting } from '@listkeep/common/src/not-accepting';
import { callPublic } from './api';
import { t } from './i18n';
import { useFlash } from './flash';
import { ActionButton, FlashMessage, ListIntro, LoadFailed, LoadingPage, NotAccepting, Notice, Shell } from './shell';
import { useAction } from './use-action';
import { useOpenLink } from './use-open-link';

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
  const title = t(invalid ? 'confirmLinkInvalid' : subscribed ? 'subscribed' : 'confirmTitle');

  if (invalid) return <Notice title={title} text={t('confirmLinkInvalidHelp', { days: CONFIRM_LINK_DAYS })} />;
  if (opened.state === 'loading') return <LoadingPage title={title} label={t('loadingSubscription')} />;
  if (opened.state === 'failed') {
    return <LoadFailed title={title} text={t('confirmLoadFailed')} onRetry={retry} />;
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
        {t('subscribedText', { named: listName ? 'yes' : 'no', list: listName })}
      </p>,
    );
  }

  if (outcome === 'refused') return page(<NotAccepting text={t('notAccepting')} />);

  const confirm = () =>
    run(
      () => callPublic('linkAction', { type: 'confirmSubscribe', token }),
      (answer) => setOutcome(isNotAccepting(answer) ? 'refused' : 'subscribed'),
      (error) => {
        if (error.status === 404) setOutcome('invalid');
        else showFlash('error', t(error.status === 429 ? 'tooManyRequests' : 'confirmFailed'));
      },
    );

  return page(
    <>
      <p>{t('confirmPrompt')}</p>
      <ActionButton primary disabled={busy} onClick={confirm}>
        {busy ? t('confirming') : t('confirm')}
      </ActionButton>
      <FlashMessage flash={flash} />
    </>,
    newsletterData.description,
  );
}
