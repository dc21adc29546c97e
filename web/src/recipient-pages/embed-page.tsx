import { useState } from 'react';
import { sourceIDFrom } from '@listkeep/common/src/list-sources';
import { EmbedForm } from './embed-form';
import { t } from './i18n';
import { Rich } from './rich';
import { Loading } from './shell';
import { useOpenLink } from './use-open-link';
import './embed.css';

/**
 * The quiet line under the frame's form; the link leaves the frame for a tab
 * of its own. Once sent, the thanks says what the note said, in few words:
 * the box is small.
 */
function EmbedFoot({ sent }: { sent: boolean }) {
  return (
    <p className="embed-foot">
      {!sent && `${t('embedConfirmNote')} `}
      <Rich k="embedKeptBy" />
    </p>
  );
}

/**
 * /embed/sub: the subscribe form in a frame on another site (docs/product.md §4, Sign-up forms),
 * sized for a small box. The page's address names the list and source; its name comes from the server.
 */
export function EmbedPage() {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const newsletterID = params.get('newsletterID') ?? '';
  const [sent, setSent] = useState(false);
  const [opened] = useOpenLink({ type: 'subscribe', newsletterID });
  const page = opened.state === 'ready' ? opened.data : null;
  const listName = page?.newsletterData.newsletterName ?? '';
  const missing = !newsletterID || (opened.state === 'failed' && (opened.status === 404 || opened.status === 400));

  let body;
  if (missing) body = <p className="embed-note">{t('listLinkInvalid')}</p>;
  else if (opened.state === 'loading') body = <Loading label={t('loadingList')} />;
  else if (page?.blockSubscribes) body = <p className="embed-note">{t('notAccepting')}</p>;
  else if (sent) {
    body = (
      <p role="status" className="embed-done" data-testid="embed-sent">
        {t('embedSent')}
      </p>
    );
  } else {
    body = (
      <EmbedForm
        newsletterID={newsletterID}
        sourceID={sourceIDFrom(params)}
        listName={listName}
        onSent={() => setSent(true)}
      />
    );
  }

  return (
    <main className="embed" data-testid="embed">
      {listName && (
        <h1 className="embed-title" title={listName}>
          {listName}
        </h1>
      )}
      {body}
      <EmbedFoot sent={sent} />
    </main>
  );
}
