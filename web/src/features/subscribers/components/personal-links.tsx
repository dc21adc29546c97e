import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { createSubscriberLink } from '../api/create-subscriber-link';
import { LINK_ALERTS, linkFailureAlert, personalLinkURL, type LinkType } from '../utils/link-alerts';

interface PersonalLinksProps {
  teamID: string;
  subscriber: Subscriber;
  newsletters: readonly Newsletter[];
}

/**
 * One-click unsubscribe and manage-preferences links for one subscriber, to
 * paste into a personal reply. Each click makes a new link on the server.
 */
export function PersonalLinks({ teamID, subscriber, newsletters }: PersonalLinksProps) {
  const [newsletterID, setNewsletterID] = useState(subscriber.newsletterIDs[0] ?? newsletters[0]?.id ?? '');
  const [busy, setBusy] = useState<LinkType | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const copyLink = async (type: LinkType) => {
    setAlert(null);
    if (!subscriber.id || !newsletterID) return setAlert(LINK_ALERTS.missingInfo);
    setBusy(type);
    try {
      const { linkID } = await createSubscriberLink({ newsletterID, teamID, subscriberID: subscriber.id, type });
      if (!linkID) return setAlert(LINK_ALERTS.noLink);
      const copied = await copyText(personalLinkURL(window.location.origin, type, linkID));
      if (copied) {
        notify(
          type === 'unsubscribe' ? 'Unsubscribe link copied to clipboard.' : 'Manage link copied to clipboard.',
          'success',
        );
      } else notify('Failed to copy to clipboard', 'error');
    } catch (error) {
      setAlert(linkFailureAlert(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="stack-sm" data-testid="personal-links">
      <h3 className="field-label">Personal links</h3>
      <p className="small muted">A link only this subscriber can use to leave a list or choose their lists.</p>
      <select
        className="input"
        aria-label="Newsletter for the link"
        value={newsletterID}
        onChange={(e) => setNewsletterID(e.target.value)}
      >
        {newsletters.map((n) => (
          <option key={n.id} value={n.id}>
            {n.newsletterName || n.name}
          </option>
        ))}
      </select>
      <div className="row">
        <Button
          variant="secondary"
          loading={busy === 'unsubscribe'}
          disabled={busy !== null}
          onClick={() => void copyLink('unsubscribe')}
        >
          Copy unsubscribe link
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'manage'}
          disabled={busy !== null}
          onClick={() => void copyLink('manage')}
        >
          Copy manage link
        </Button>
      </div>
      {alert && (
        <p className="form-error" role="alert">
          {alert}
        </p>
      )}
    </section>
  );
}
