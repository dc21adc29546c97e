import { clipboardText } from '@listkeep/common/src/chunk';
import { countText } from '@listkeep/common/src/count-text';
import type { SendBatch } from '@listkeep/common/src/entities';
import {
  composeLinks,
  dayLabel,
  overCapWarning,
  overDailyCap,
  type ComposeMessage,
} from '@listkeep/common/src/send-plan';
import type { SendLimits } from '@listkeep/common/src/send-providers';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { useCopy } from '@/lib/use-copy';
import '../emails.css';

interface SendBatchRowProps {
  batch: SendBatch;
  /** The day it is planned for, 0 for today; null once marked. */
  day: number | null;
  /** The subject and body the batch's email opens with. */
  message: Omit<ComposeMessage, 'bcc'>;
  limits: SendLimits;
  sentToday: number;
  marking: boolean;
  onMark: () => void;
}

const markedAt = (seconds: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));

/** One batch: its size and day, or who sent it; the buttons that copy or open it, and Mark as sent. */
export function SendBatchRow({ batch, day, message, limits, sentToday, marking, onMark }: SendBatchRowProps) {
  const size = batch.addresses.length;
  const [copied, copy] = useCopy(
    `Batch ${batch.n}: ${countText(size, 'address', 'addresses')} copied. Paste them into Bcc.`,
  );
  // Going past the daily cap is the sender's call: they are told what it means, never stopped.
  const warnIfOverCap = () => {
    if (overDailyCap(sentToday, size, limits.perDay))
      notify(overCapWarning(sentToday, size, limits), 'warning', { action: 'send-over-cap' });
  };
  const links = composeLinks({ ...message, bcc: batch.addresses }, limits.webCompose);

  return (
    <li className={`send-batch${batch.marked ? ' send-batch-done' : ''}`} data-testid="send-batch" data-batch={batch.n}>
      <div className="send-batch-head">
        <strong>Batch {batch.n}</strong>
        {batch.joined && <Badge>Joined since</Badge>}
        {batch.marked ? (
          <span className="small" data-testid="batch-marked">
            Sent to {countText(batch.marked.count, 'address', 'addresses')} · marked by{' '}
            {batch.marked.byName || 'a teammate'}, {markedAt(batch.marked.at.seconds)}
          </span>
        ) : (
          <span className="small muted" data-testid="batch-plan">
            {countText(size, 'address', 'addresses')}
            {batch.left > 0 && ` (${countText(batch.left, 'left', 'left')} the list)`} · for{' '}
            {dayLabel(day ?? 0, new Date())}
          </span>
        )}
      </div>
      {!batch.marked && size > 0 && (
        <div className="send-batch-actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              warnIfOverCap();
              void copy(copyText(clipboardText(batch.addresses)));
            }}
          >
            {copied ? 'Copied!' : 'Copy addresses'}
          </Button>
          {links.map((link) =>
            link.tooLong ? (
              <Button
                key={link.label}
                variant="secondary"
                size="sm"
                disabled
                title={link.tooLong}
                aria-description={link.tooLong}
              >
                {link.label}
              </Button>
            ) : (
              <a
                key={link.label}
                className="btn btn-secondary btn-sm"
                href={link.url}
                target={link.url.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                onClick={warnIfOverCap}
              >
                {link.label}
              </a>
            ),
          )}
          <Button size="sm" loading={marking} onClick={onMark}>
            Mark as sent
          </Button>
        </div>
      )}
      {!batch.marked && size > 0 && links.some((l) => l.tooLong) && (
        <p className="small muted send-too-long">{links.find((l) => l.tooLong)!.tooLong}</p>
      )}
      {!batch.marked && size === 0 && (
        <div className="send-batch-actions">
          <span className="small muted">Everyone in it left the list.</span>
          <Button variant="secondary" size="sm" loading={marking} onClick={onMark}>
            Mark as done
          </Button>
        </div>
      )}
    </li>
  );
}
