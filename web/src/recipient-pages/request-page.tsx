import { useState } from 'react';
import { sourceIDFrom } from '@listkeep/common/src/list-sources';
import { t } from './i18n';
import { RequestForm, RequestShell, type RequestType } from './request-form';
import { Loading, NotAccepting } from './shell';
import { useOpenLink } from './use-open-link';

/** /link/sub and /link/unsub: an email form for one list (docs/product.md §2, §5 and §8). */
export function RequestPage({ type }: { type: RequestType }) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const newsletterID = params.get('newsletterID') ?? '';
  const emailID = params.get('emailID') || undefined;
  // A source's link (docs/product.md §4 Sources); one that names none subscribes without it.
  const sourceID = type === 'subscribe' ? sourceIDFrom(params) : undefined;
  // Without a list the page is a demo (docs/product.md §5): nothing to load.
  if (!newsletterID) return <RequestForm type={type} newsletterID="" page={null} />;
  return <ListRequestPage type={type} newsletterID={newsletterID} emailID={emailID} sourceID={sourceID} />;
}

/** The page of one list, whose name and description come from the server, never from the address. */
function ListRequestPage({
  type,
  newsletterID,
  emailID,
  sourceID,
}: {
  type: RequestType;
  newsletterID: string;
  emailID?: string;
  sourceID?: string;
}) {
  const [opened] = useOpenLink({ type, newsletterID, ...(emailID ? { emailID } : {}) });

  if (opened.state === 'loading') {
    return (
      <RequestShell type={type} page={null}>
        <Loading label={t('loadingList')} />
      </RequestShell>
    );
  }

  // Only a definite "no such list" (404, or 400 for an id that cannot be one) hides the form;
  // any other failure leaves it usable without a name, and the server checks the list on sending.
  if (opened.state === 'failed' && (opened.status === 404 || opened.status === 400)) {
    return (
      <RequestShell type={type} page={null}>
        <div className="stack-sm" data-testid="link-not-valid">
          <p>{t('listLinkInvalid')}</p>
          <p className="muted">{t('listLinkInvalidHelp')}</p>
        </div>
      </RequestShell>
    );
  }

  const page = opened.state === 'ready' ? opened.data : null;
  if (type === 'subscribe' && page?.blockSubscribes) {
    return (
      <RequestShell type={type} page={page}>
        <NotAccepting text={t('notAccepting')} />
      </RequestShell>
    );
  }

  return <RequestForm type={type} newsletterID={newsletterID} emailID={emailID} sourceID={sourceID} page={page} />;
}
