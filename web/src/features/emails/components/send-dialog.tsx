import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import { DEFAULT_SEND_BATCH_SIZE, effectiveBatchSize } from '@listkeep/common/src/send-plan';
import { sendLimits, type SendFrom } from '@listkeep/common/src/send-providers';
import type { Tier } from '@listkeep/common/src/tiers';
import { footerPlainText } from '@listkeep/common/src/web/footer-copy';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { Dialog } from '@/components/ui/dialog';
import { CenteredSpinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { emailSendQueryOptions, usePlanSend } from '../api/email-send';
import { useFooterShortIDs } from '../api/use-footer-short-ids';
import { trackedFooter } from '../utils/tracked-footer';
import { BatchSizePicker } from './batch-size-picker';
import { SendBatches } from './send-batches';
import { CopyRow } from './copy-row';
import { EmailFooter } from './email-footer';
import { SendFromPicker } from './send-from-picker';
import '../emails.css';

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
        <CopyRow text={email.subject} label="Copy subject" copiedMessage="Subject copied to clipboard.">
          <span className="send-subject">{email.subject}</span>
        </CopyRow>
        {email.body && (
          <CopyRow text={email.body} label="Copy body" copiedMessage="Body copied to clipboard.">
            <div className="email-body pre-wrap send-body">{email.body}</div>
          </CopyRow>
        )}
        <EmailFooter html={footer} hint="Paste it at the end of every batch’s email: its links are this email’s own." />
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
          <SendBatches email={email} state={state} sendFrom={sendFrom} footerText={footerText} />
        )}
      </section>
    </div>
  );
}
