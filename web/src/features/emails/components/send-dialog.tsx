import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { EmailLog, Newsletter, SendState } from '@listkeep/common/src/entities';
import {
  DEFAULT_SEND_BATCH_SIZE,
  SEND_BATCH_SIZES,
  effectiveBatchSize,
  planDays,
  todaySummary,
} from '@listkeep/common/src/send-plan';
import { sendLimits, type SendFrom, type SendLimits } from '@listkeep/common/src/send-providers';
import type { Tier } from '@listkeep/common/src/tiers';
import { footerPlainText } from '@listkeep/common/src/footer-copy';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { Segmented } from '@/components/segmented';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';
import { emailSendQueryOptions, useAddJoined, useMarkBatch, usePlanSend } from '../api/email-send';
import { SendBatchRow } from './send-batch-row';
import { useFooterShortIDs } from '../api/use-footer-short-ids';
import { sendProgressLabel } from '../utils/sent-label';
import { trackedFooter } from '../utils/tracked-footer';
import { SendFooter } from './send-footer';
import { SendFromPicker } from './send-from-picker';

interface SendDialogProps {
  email: EmailLog | null;
  newsletter?: Newsletter;
  tier: Tier | undefined;
  publicOrgName: string;
  sendFrom: SendFrom;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Send view of an email (docs/product.md §4, Sending in batches): the
 * subject, body and footer to copy, and the list in batches planned over the
 * days the sender's mailbox allows, each marked sent by whoever sent it.
 */
export function SendDialog(props: SendDialogProps) {
  return (
    <Dialog
      open={props.email !== null}
      onOpenChange={props.onOpenChange}
      title={props.email ? `Send “${props.email.subject}”` : ''}
      size="lg"
      testId="send-dialog"
    >
      {props.email && <SendView {...props} email={props.email} />}
    </Dialog>
  );
}

async function copy(text: string, what: string) {
  if (await copyText(text)) notify(`${what} copied to clipboard.`, 'success', { action: `copy-${what}` });
  else notify('Failed to copy to clipboard', 'error');
}

function SendView({ email, newsletter, tier, publicOrgName, sendFrom }: SendDialogProps & { email: EmailLog }) {
  const query = useQuery(emailSendQueryOptions(email.id));
  const plan = usePlanSend(email.id, {
    onError: (error) => notify(error.message, 'error'),
  });
  const limits = sendLimits(sendFrom);
  const state = query.data;
  const started = useRef(false);
  const footer = trackedFooter(tier, newsletter, useFooterShortIDs(email), publicOrgName);
  const footerText = footer ? footerPlainText(footer) : '';

  // A list is split as soon as its Send view first opens, in the size the mailbox allows;
  // a plan a teammate made meanwhile stands (`initial`).
  const planFirst = () => {
    started.current = true;
    const batchSize = effectiveBatchSize(DEFAULT_SEND_BATCH_SIZE, limits);
    plan.mutate({ emailID: email.id, batchSize, initial: true });
  };
  useEffect(() => {
    if (state && state.batchSize === null && !started.current) planFirst();
  });

  return (
    <div className="stack send-view">
      <section className="stack-sm" aria-labelledby="send-message">
        <h3 className="field-label" id="send-message">
          1. Your email
        </h3>
        <div className="send-copy-row">
          <span className="send-subject">{email.subject}</span>
          <Button variant="secondary" size="sm" onClick={() => void copy(email.subject, 'Subject')}>
            Copy subject
          </Button>
        </div>
        {email.body && (
          <div className="send-copy-row">
            <div className="email-body pre-wrap send-body">{email.body}</div>
            <Button variant="secondary" size="sm" onClick={() => void copy(email.body, 'Body')}>
              Copy body
            </Button>
          </div>
        )}
        <SendFooter html={footer} />
      </section>

      <section className="stack-sm" aria-labelledby="send-batches">
        <h3 className="field-label" id="send-batches">
          2. Send it in batches
        </h3>
        <p className="small muted">
          Put each batch in the Bcc of one email and mark it sent: your mailbox takes only so many recipients a day, so
          the batches are spread over the days it allows. Where your mail program can send one email per person, use{' '}
          <Link to={`${paths.dashboard}?tab=subscribers`}>Export for mail merge</Link> instead, so each reader gets a
          one-click unsubscribe link of their own.
        </p>
        <div className="send-settings">
          <SendFromPicker value={sendFrom} />
          {state && state.batchSize !== null && (
            <BatchSizePicker
              state={state}
              limits={limits}
              onPick={(size) => plan.mutate({ emailID: email.id, batchSize: size })}
            />
          )}
        </div>
        {query.isError ? (
          <LoadError title="The send could not be loaded" onRetry={() => void query.refetch()} />
        ) : state && state.batchSize === null && plan.isError ? (
          <LoadError title="The list could not be split into batches" onRetry={planFirst} />
        ) : !state || state.batchSize === null ? (
          <CenteredSpinner label="Splitting the list into batches" />
        ) : (
          <Batches email={email} state={state} sendFrom={sendFrom} footerText={footerText} />
        )}
      </section>
    </div>
  );
}

interface BatchSizePickerProps {
  state: SendState;
  limits: SendLimits;
  onPick: (size: number) => void;
}

/** The batch size, open until a batch is marked; a size past the mailbox's cap on one message says so. */
function BatchSizePicker({ state, limits, onPick }: BatchSizePickerProps) {
  const locked = state.batches.some((b) => b.marked !== null);
  const size = state.batchSize ?? 0;
  const sizes = SEND_BATCH_SIZES.filter((option) => option <= limits.perMessage);
  const value = String(size);
  const options = [...new Set([...sizes.map(String), value])].map((option) => ({ value: option, label: option }));
  const tooBig = size > limits.perMessage && (
    <p className="small field-error" data-testid="batch-too-big">
      {`Batches of ${formatCount(size)} are more than ${limits.label} takes in one message (${formatCount(limits.perMessage)}).`}
      {!locked && (
        <>
          {' '}
          <button type="button" className="btn-link" onClick={() => onPick(limits.perMessage)}>
            {`Split again in batches of ${formatCount(limits.perMessage)}`}
          </button>
        </>
      )}
    </p>
  );
  return (
    <div className="stack-sm">
      {locked ? (
        <p className="small muted">{countText(size, 'address', 'addresses')} per batch.</p>
      ) : (
        <Segmented label="Addresses per batch" value={value} options={options} onChange={(v) => onPick(Number(v))} />
      )}
      {tooBig}
    </div>
  );
}

interface BatchesProps {
  email: EmailLog;
  state: SendState;
  sendFrom: SendFrom;
  /** The footer as text, after the body in what opens a batch in a mail program. */
  footerText: string;
}

function Batches({ email, state, sendFrom, footerText }: BatchesProps) {
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
