import type { EmailLog, TrackedLink } from '@listkeep/common/src/entities';
import { buildTrackedUrlLink } from '@listkeep/common/src/footer';
import { MAX } from '@listkeep/common/src/limits';
import { webAddressDestination, webAddressProblem } from '@listkeep/common/src/url';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { createTrackedLink } from '../api/create-tracked-link';
import { deleteTrackedLink } from '../api/delete-tracked-link';
import { trackedLinksKey, useTrackedLinks } from '../api/get-tracked-links';

interface TrackedLinksProps {
  email: EmailLog;
  teamID: string;
  /** The team's plan has tracked links. */
  planAllows: boolean;
  /** The role may create and delete them (sendEmails). */
  canEdit: boolean;
}

const trackedAddress = (link: { newsletterID: string; linkID: string }, emailID: string) =>
  buildTrackedUrlLink(window.location.origin, { newsletterID: link.newsletterID, emailID, linkID: link.linkID });

async function copyTrackedAddress(address: string, failure = 'Failed to copy to clipboard') {
  if (await copyText(address)) notify('Tracked link copied to clipboard.', 'success');
  else notify(failure, 'error');
}

const clicksLabel = (n: number) => `${n} ${n === 1 ? 'click' : 'clicks'}`;

/**
 * Links to the sender's own pages, counted per link and against the email.
 * The tracked address is what goes into the email; the URL is where it leads.
 */
export function TrackedLinks({ email, teamID, planAllows, canEdit }: TrackedLinksProps) {
  const client = useQueryClient();
  const query = useTrackedLinks(email.id);
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TrackedLink | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const links = query.data ?? [];
  // Where the link really goes, punycode and all, so a lookalike name shows before it is saved.
  const destination = webAddressDestination(url.trim());
  const describedBy = [destination && `${inputId}-destination`, error && `${inputId}-error`].filter(Boolean).join(' ');
  const full = links.length >= MAX.trackedLinksPerEmail;
  const refresh = () => client.invalidateQueries({ queryKey: trackedLinksKey(email.id) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = url.trim();
    const problem = webAddressProblem(target);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const linkID = await createTrackedLink({
        newsletterID: email.newsletterID,
        teamID,
        emailID: email.id,
        url: target,
      });
      setUrl('');
      // Some browsers refuse a copy that follows a network call; the row's Copy button is then one click away.
      await copyTrackedAddress(
        trackedAddress({ newsletterID: email.newsletterID, linkID }, email.id),
        'The link is tracked, but the browser did not allow copying it. Use Copy beside it.',
      );
      void refresh();
    } catch (e) {
      setError(errorMessage(e, 'The link could not be tracked. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteTrackedLink(deleting.linkID);
      notify('Tracked link deleted.', 'success');
      setDeleting(null);
      void refresh();
    } catch (e) {
      notify(errorMessage(e, 'The tracked link could not be deleted.'), 'error');
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <section className="stack-sm" data-testid="tracked-links" aria-labelledby={`${inputId}-title`}>
      <h3 className="field-label" id={`${inputId}-title`}>
        Tracked links
      </h3>
      {query.isError ? (
        <p className="small muted" role="alert">
          The tracked links could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : query.isPending ? (
        <Spinner size="sm" label="Loading tracked links" />
      ) : links.length === 0 ? (
        // Beside the upgrade note, an empty list says nothing more.
        (planAllows || !canEdit) && <p className="small muted">No tracked links yet.</p>
      ) : (
        <ul className="tracked-list">
          {links.map((link) => (
            <li key={link.linkID} className="tracked-item" data-testid="tracked-link">
              <a className="tracked-url" href={link.url} title={link.url} target="_blank" rel="noopener noreferrer">
                {link.url}
              </a>
              <span className="tracked-clicks small muted" data-testid="tracked-link-clicks">
                {clicksLabel(link.clicks)}
              </span>
              <span className="tracked-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Copy the tracked address of ${link.url}`}
                  onClick={() => void copyTrackedAddress(trackedAddress(link, email.id))}
                >
                  Copy
                </Button>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="btn-ghost-danger"
                    aria-label={`Delete the tracked link to ${link.url}`}
                    onClick={() => setDeleting(link)}
                  >
                    Delete
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {canEdit &&
        (planAllows ? (
          <form className="stack-xs" onSubmit={(e) => void submit(e)} noValidate>
            <label className="small muted" htmlFor={inputId}>
              Paste a link to your own page; the tracked address to put in the email is copied for you.
            </label>
            <div className="copy-field">
              <input
                id={inputId}
                className="input"
                type="url"
                inputMode="url"
                placeholder="https://example.org/article"
                autoComplete="off"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                disabled={full}
              />
              <Button type="submit" loading={busy} disabled={full || !url.trim()}>
                Track link
              </Button>
            </div>
            {destination && (
              <span
                id={`${inputId}-destination`}
                className="small muted break-anywhere"
                data-testid="tracked-destination"
              >
                {destination}
              </span>
            )}
            {error && (
              <span id={`${inputId}-error`} className="field-error" role="alert">
                {error}
              </span>
            )}
            {full && (
              <span className="small muted">
                This email has {MAX.trackedLinksPerEmail} tracked links, the most it can have. Delete one to add
                another.
              </span>
            )}
          </form>
        ) : (
          <p className="small muted" data-testid="tracked-links-upgrade">
            Tracked links come with <Link to={paths.pricing}>Core and up</Link>.
          </p>
        ))}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete tracked link"
        description={
          <>
            The tracked address of <strong className="break-anywhere">{deleting?.url}</strong> stops working, also in
            emails already sent: readers who click it will not reach your page. Its click count goes too.
          </>
        }
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        testId="delete-tracked-link-dialog"
      />
    </section>
  );
}
