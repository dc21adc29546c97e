import { useState } from 'react';
import { sourceIDFrom } from '@listkeep/common/src/list-sources';
import { checkInboxToConfirmText, NOT_ACCEPTING_TEXT } from '@listkeep/common/src/signups';
import { LIST_LINK_INVALID } from '@listkeep/common/src/web/link-pages';
import { EmbedForm } from './embed-form';
import { Loading } from './shell';
import { useOpenLink } from './use-open-link';
import './embed.css';

/** The quiet line under the frame's form; the link leaves the frame for a tab of its own. */
function EmbedFoot() {
  return (
    <p className="embed-foot">
      We mail you a link to confirm. Kept by{' '}
      <a href="/" target="_blank" rel="noopener noreferrer">
        Listkeep
      </a>
      .
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
  if (missing) body = <p className="embed-note">{LIST_LINK_INVALID}</p>;
  else if (opened.state === 'loading') body = <Loading label="Loading" />;
  else if (page?.blockSubscribes) body = <p className="embed-note">{NOT_ACCEPTING_TEXT}</p>;
  else if (sent) {
    body = (
      <p role="status" className="embed-done" data-testid="embed-sent">
        {checkInboxToConfirmText(listName)}
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
      <EmbedFoot />
    </main>
  );
}
