import { countText } from '@listkeep/common/src/count-text';
import type { EmailLog, SendState } from '@listkeep/common/src/entities';
import { planDays, todaySummary } from '@listkeep/common/src/send-plan';
import { sendLimits, type SendFrom } from '@listkeep/common/src/send-providers';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useAddJoined, useMarkBatch } from '../api/email-send';
import { sendProgressLabel } from '../utils/sent-label';
import { SendBatchRow } from './send-batch-row';
import '../emails.css';

interface SendBatchesProps {
  email: EmailLog;
  state: SendState;
  sendFrom: SendFrom;
  /** The footer as text, after the body in what opens a batch in a mail program. */
  footerText: string;
}

/** A send's batches in order, what today holds, and those who joined since it began. */
export function SendBatches({ email, state, sendFrom, footerText }: SendBatchesProps) {
  const limits = sendLimits(sendFrom);
  const mark = useMarkBatch(email.id, {
    onSuccess: (answer) => {
      const done = answer.batches.every((b) => b.marked !== null);
      const recipients = answer.batches.reduce((sum, b) => sum + (b.marked?.count ?? 0), 0);
      notify(
        done
          ? `All batches sent: the email is logged as sent to ${countText(recipients, 'recipient')}.`
          : 'Batch marked as sent.',
        'success',
      );
    },
    onError: (error) => notify(error.message, 'error'),
  });
  const addJoined = useAddJoined(email.id, { onError: (error) => notify(error.message, 'error') });

  const left = state.batches.filter((b) => b.marked === null);
  const days = planDays(
    left.map((b) => b.addresses.length),
    state.sentToday,
    limits.perDay,
  );
  const dayOf = new Map(left.map((b, i) => [b.n, days[i]]));
  const marked = state.batches.length - left.length;
  const sentTo = state.batches.reduce((sum, b) => sum + (b.marked?.count ?? 0), 0);
  const leftList = state.batches.reduce((sum, b) => sum + (b.marked ? 0 : b.left), 0);

  if (state.batches.length === 0 && state.joined.length === 0) {
    return <div className="empty">No one is subscribed to this list yet, so there is nothing to send.</div>;
  }
  return (
    <div className="stack-sm">
      <p className="send-summary" data-testid="send-summary">
        {todaySummary(state.sentToday, limits, days)}
      </p>
      <p className="small muted" data-testid="send-progress">
        {sendProgressLabel({
          sendProgress: { batches: state.batches.length, marked },
          recipients: marked > 0 ? sentTo : null,
        })}
        .{leftList > 0 && ` ${countText(leftList, 'address', 'addresses')} left the list before their batch went out.`}
      </p>
      <ol className="send-batches" data-testid="send-batches">
        {state.batches.map((batch) => (
          <SendBatchRow
            key={batch.n}
            batch={batch}
            day={dayOf.get(batch.n) ?? null}
            message={{ subject: email.subject, body: [email.body, footerText].filter(Boolean).join('\n\n') }}
            limits={limits}
            sentToday={state.sentToday}
            marking={mark.isPending && mark.variables?.n === batch.n}
            onMark={() => mark.mutate({ emailID: email.id, n: batch.n, planID: state.planID! })}
          />
        ))}
      </ol>
      {state.joined.length > 0 && (
        <div className="send-joined" data-testid="send-joined">
          <span>{countText(state.joined.length, 'person', 'people')} joined the list since this send began.</span>
          <Button
            variant="secondary"
            size="sm"
            loading={addJoined.isPending}
            onClick={() => addJoined.mutate({ emailID: email.id })}
          >
            Add them as a last batch
          </Button>
        </div>
      )}
    </div>
  );
}
