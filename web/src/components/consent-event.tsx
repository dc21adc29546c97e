import { CONSENT_KIND_LABELS, type ConsentKind } from '@listkeep/common/src/consent-sources';
import type { ReactNode } from 'react';
import './consent-event.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface ConsentEventProps {
  at: Date;
  action: 'opt-in' | 'opt-out';
  /** The list's name; null once the list was deleted. */
  listName: string | null;
  kind: ConsentKind;
  /** How it came about, in plain words, and anything shown after it. */
  children: ReactNode;
}

/** One consent record as a line of a subscriber's history or of a receipt being checked. */
export function ConsentEvent({ at, action, listName, kind, children }: ConsentEventProps) {
  const subscribed = action === 'opt-in';
  return (
    <li className="history-event" data-testid="history-event">
      <time className="small muted" dateTime={at.toISOString()}>
        {timeFormat.format(at)}
      </time>
      <span className={subscribed ? 'badge badge-success' : 'badge badge-off'}>
        {subscribed ? 'Subscribed' : 'Unsubscribed'}
      </span>
      <span className="history-list-name">{listName ?? <span className="faint">Deleted list</span>}</span>
      <span className="small muted history-source">
        <span className="history-kind" data-testid="history-kind">
          {CONSENT_KIND_LABELS[kind]}
        </span>
        {children}
      </span>
    </li>
  );
}
