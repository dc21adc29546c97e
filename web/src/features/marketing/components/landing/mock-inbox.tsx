import { useInboxTicker, STILL_MESSAGES } from '../../hooks/use-inbox-ticker';
import { INBOX_LINES } from '../../utils/inbox-lines';

const initials = (sender: string) =>
  sender
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

/**
 * The hero's picture of what small senders send: subject lines falling into
 * an inbox. Decoration only, so hidden from screen readers; still when the
 * visitor asks for less motion.
 */
export function MockInbox({ animate }: { animate: boolean }) {
  const inbox = useInboxTicker(INBOX_LINES, animate);
  return (
    <div className="inbox" aria-hidden="true" data-testid="mock-inbox" data-animated={animate}>
      <div className="inbox-head">
        <span className="inbox-title">Inbox</span>
        <span className="inbox-badge">{inbox.length} new</span>
      </div>
      <ol className="inbox-list">
        {inbox.map((message, index) => (
          <li key={message.id} className="inbox-row" data-new={message.id >= STILL_MESSAGES || undefined}>
            <span className="inbox-avatar" data-hue={message.id % 5}>
              {initials(message.sender)}
            </span>
            <span className="inbox-text">
              <span className="inbox-sender">{message.sender}</span>
              <span className="inbox-subject">{message.subject}</span>
            </span>
            <span className="inbox-time">{index === 0 ? 'now' : `${index}m`}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
