import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { embedFrameHtml, embedUrl, signUpFormHtml, EMBED_FRAME } from '@listkeep/common/src/sign-up-forms';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { sourcesQueryOptions } from '../api/get-newsletter-sources';
import { useSnippetWords } from '../hooks/use-snippet-words';
import { formPreviewDocument } from '../utils/website-form';
import { CopyField, type CopyFieldProps } from './copy-field';
import '@/components/read-only-note.css';
import '../newsletters.css';

/** A code to copy, beside what it shows once pasted. */
function CodeWithPreview({ children, ...field }: CopyFieldProps & { children: ReactNode }) {
  return (
    <div className="website-form-grid">
      <CopyField {...field} />
      <div className="website-form-preview">
        <p className="field-label">Preview</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The list's sign-up form for the sender's own website (docs/product.md §4, Sign-up forms):
 * plain HTML and a frame, for the list or one of its sources, each beside a live preview.
 */
export function WebsiteFormCard({ newsletter }: { newsletter: Newsletter }) {
  const selectID = useId();
  const sources = useQuery(sourcesQueryOptions(newsletter.id)).data?.sources ?? [];
  const [picked, setPicked] = useState('');
  // A source deleted meanwhile falls back to the list itself.
  const source = sources.find(({ id }) => id === picked);
  const target = { newsletterID: newsletter.id, ...(source ? { sourceID: source.id } : {}) };
  const origin = window.location.origin;
  const words = useSnippetWords(newsletter.defaultLanguage, newsletterDisplayName(newsletter));
  const formHtml = words && signUpFormHtml(origin, target, words);
  const for_ = source ? ` of ${source.name}` : '';

  return (
    <Card className="stack" data-testid="website-form-card">
      <div className="stack-xs">
        <h2 className="card-title">Sign-up form for your website</h2>
        <p className="small muted">
          Paste one into any page of your site. People who sign up get a mail to confirm, as on your subscribe page; the
          frame sets no cookies and tracks no one.
        </p>
      </div>
      {newsletter.blockSubscribes && (
        <p className="read-only-note" data-testid="website-form-blocked-note">
          <strong>New subscribes are blocked.</strong> The forms take nobody until you turn it off above.
        </p>
      )}
      {sources.length > 0 && (
        <div className="field website-form-source">
          <label className="field-label" htmlFor={selectID}>
            Credit sign-ups to
          </label>
          <select
            id={selectID}
            className="input"
            value={source?.id ?? ''}
            onChange={(event) => setPicked(event.target.value)}
            data-testid="website-form-source"
          >
            <option value="">No source: the list itself</option>
            {sources.map(({ id, name: sourceName }) => (
              <option key={id} value={id}>
                {sourceName}
              </option>
            ))}
          </select>
        </div>
      )}
      {words && formHtml && (
        <>
          <CodeWithPreview
            label="HTML form"
            hint="Works without JavaScript and takes your site's own styles."
            value={formHtml}
            rows={9}
            copiedMessage="Form code copied to clipboard."
            testId="website-form-html"
            copyLabel={`Copy the HTML form${for_}`}
          >
            <iframe
              title={`Preview of the HTML form${for_}`}
              sandbox=""
              srcDoc={formPreviewDocument(formHtml)}
              className="website-form-sample"
              data-testid="website-form-html-preview"
            />
          </CodeWithPreview>
          <CodeWithPreview
            label="Embedded form"
            hint="A small framed form that follows the reader's light or dark mode; add &theme=light or &theme=dark to the address to fix it."
            value={embedFrameHtml(origin, target, words)}
            rows={4}
            copiedMessage="Frame code copied to clipboard."
            testId="website-form-frame"
            copyLabel={`Copy the embedded form${for_}`}
          >
            <iframe
              key={embedUrl(origin, target)}
              title={`Preview of the embedded form${for_}`}
              src={embedUrl(origin, target)}
              width={EMBED_FRAME.width}
              height={EMBED_FRAME.height}
              className="website-form-frame"
              data-testid="website-form-frame-preview"
            />
          </CodeWithPreview>
        </>
      )}
    </Card>
  );
}
