import { useState } from 'react';
import { sourceIDFrom } from '@listkeep/common/src/list-sources';
import { FORM_OUTCOME_TEXT, OUTCOME_QUERY, isFormOutcome, type FormOutcome } from '@listkeep/common/src/sign-up-forms';
import { t } from './i18n';
import { RequestForm, RequestShell } from './request-form';
import { Loading, NotAccepting, Notice } from './shell';
import { useOpenLink } from './use-open-link';

/**
 * /link/signup: where a sign-up form on the sender's own website lands (docs/product.md §4,
 * Sign-up forms). It says what came of the post, offers the form again where typing again
 * helps, and leads back to the sender's site.
 */
export function FormOutcomePage() {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const newsletterID = params.get('newsletterID') ?? '';
  const raw = params.get(OUTCOME_QUERY);
  const outcome: FormOutcome = isFormOutcome(raw) ? raw : 'failed';
  if (!newsletterID || outcome === 'not-found') return <FormNotConnected />;
  return <ListFormOutcome newsletterID={newsletterID} sourceID={sourceIDFrom(params)} outcome={outcome} />;
}

function FormNotConnected() {
  return <Notice title={t('subscribe')} text={t(FORM_OUTCOME_TEXT['not-found'])} />;
}

function ListFormOutcome({
  newsletterID,
  sourceID,
  outcome,
}: {
  newsletterID: string;
  sourceID?: string;
  outcome: FormOutcome;
}) {
  const [opened] = useOpenLink({ type: 'subscribe', newsletterID });
  if (opened.state === 'loading') {
    return (
      <RequestShell type="subscribe" page={null}>
        <Loading label={t('loadingList')} />
      </RequestShell>
    );
  }
  if (opened.state === 'failed' && (opened.status === 404 || opened.status === 400)) return <FormNotConnected />;
  const page = opened.state === 'ready' ? opened.data : null;
  const listName = page?.newsletterData.newsletterName ?? '';

  if (outcome === 'sent') {
    return (
      <RequestShell type="subscribe" page={page} backToSite>
        <p role="status" className="link-done" data-testid="link-form-sent">
          {t('checkInboxToConfirm', { named: listName ? 'yes' : 'no', list: listName })}
        </p>
      </RequestShell>
    );
  }
  if (outcome === 'not-accepting' || page?.blockSubscribes) {
    return (
      <RequestShell type="subscribe" page={page} backToSite>
        <NotAccepting text={t(FORM_OUTCOME_TEXT['not-accepting'])} />
      </RequestShell>
    );
  }
  return (
    <RequestForm
      type="subscribe"
      newsletterID={newsletterID}
      sourceID={sourceID}
      page={page}
      notice={t(FORM_OUTCOME_TEXT[outcome])}
      backToSite
    />
  );
}
