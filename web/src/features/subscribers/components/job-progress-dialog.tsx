import { countText } from '@listkeep/common/src/count-text';
import type { SubscriberMatch } from '@listkeep/common/src/subscriber-query';
import {
  jobProgressText,
  type SubscriberJobAction,
  type SubscriberJobProgress,
} from '@listkeep/common/src/subscriber-jobs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { invalidateDashboardItem } from '@/lib/dashboard-cache';
import { downloadBlob } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { runSubscriberJob, subscriberJobFile } from '../api/subscriber-jobs';

export interface SubscriberJobRequest {
  match: SubscriberMatch;
  action: Exclude<SubscriberJobAction, { kind: 'copy' }>;
}

interface JobProgressDialogProps {
  teamID: string;
  /** The job to run, or null while none is. */
  job: SubscriberJobRequest | null;
  onClose: () => void;
  /** Told once a tag or delete job has finished. */
  onChanged: () => void;
}

const TITLES = { export: 'Exporting subscribers', tag: 'Changing tags', delete: 'Deleting subscribers' } as const;
const DESCRIPTIONS = {
  export: 'Keep this open: the file downloads as soon as it is ready.',
  tag: 'Closing this does not stop it: the table updates when it is done.',
  delete: 'Closing this does not stop it: the table updates when it is done.',
} as const;

/** Runs an export, tag or delete job over every matching subscriber and shows how far it is. */
export function JobProgressDialog({ teamID, job, onClose, onChanged }: JobProgressDialogProps) {
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(next) => !next && onClose()}
      title={job ? TITLES[job.action.kind] : ''}
      description={job ? DESCRIPTIONS[job.action.kind] : undefined}
      testId="job-progress-dialog"
    >
      {job && <JobProgress teamID={teamID} job={job} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

type Outcome = { kind: 'running' } | { kind: 'done' } | { kind: 'failed'; message: string };

function JobProgress({ teamID, job, onClose, onChanged }: JobProgressDialogProps & { job: SubscriberJobRequest }) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<SubscriberJobProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'running' });
  const changed = useEffectEvent(onChanged);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    let live = true;
    const { match, action } = job;
    const run = async () => {
      const jobID = await runSubscriberJob(
        teamID,
        match,
        action,
        (p) => live && setProgress(p),
        () => live,
      );
      if (!live) return;
      if (action.kind === 'export') {
        const { blob, fileName } = await subscriberJobFile(teamID, jobID);
        downloadBlob(fileName ?? 'subscribers.csv', blob);
        notify('Subscribers exported.', 'success');
      } else {
        await invalidateDashboardItem('subscribers')(client);
        changed();
        notify(action.kind === 'delete' ? 'Subscribers deleted.' : 'Tags changed.', 'success');
      }
      if (live) close();
    };
    run().catch((error: unknown) => {
      if (live)
        setOutcome({ kind: 'failed', message: errorMessage(error, 'The job could not finish. Please try again.') });
      // A delete or tag job that stopped part-way has changed some rows.
      void invalidateDashboardItem('subscribers')(client);
    });
    return () => {
      live = false;
    };
  }, [teamID, job, client]);

  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  return (
    <div className="stack">
      <div className="stack-sm" role="status" data-testid="job-progress">
        <span className="small">{progress ? jobProgressText(job.action.kind, done, total) : 'Starting…'}</span>
        <progress className="progress" max={Math.max(total, 1)} value={Math.min(done, total)} />
        {progress && total === 0 && <span className="small muted">{countText(0, 'subscriber')} match.</span>}
      </div>
      {outcome.kind === 'failed' && (
        <p className="form-error" role="alert">
          {outcome.message}
        </p>
      )}
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={onClose}>
          {outcome.kind === 'failed' ? 'Close' : 'Hide'}
        </Button>
      </div>
    </div>
  );
}
