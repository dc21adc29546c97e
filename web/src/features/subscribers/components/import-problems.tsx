import { importProgressText, previewProgressText } from '@listkeep/common/src/import';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { ImportProgress } from '../hooks/use-import-run';
import { ImportPlanLimit } from './import-plan-limit';
import '../import.css';

interface ImportProblemsProps {
  problem: string | undefined;
  /** The plan's room, when it stops the reviewed import. */
  room: number | null;
  /** What the import's own refusal said of the room, which brings the problem into view again. */
  refusedRoom: number | null;
  /** Lists the file names that the team lacks, offered to create while the form shows their problem. */
  missing: string[] | null;
  reviewing: boolean;
  isOwner: boolean;
  disabled: boolean;
  onCreateMissing: () => void;
  onImportFirst: (room: number) => void;
  onSeePlans: () => void;
}

/** What stops the import, with the way past it: create the missing lists, import what fits, or see the plans. */
export function ImportProblems(props: ImportProblemsProps) {
  const { problem, room, refusedRoom, missing, reviewing, disabled } = props;
  // A long file's columns push the problem below the fold; bring it into view when it appears.
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem, refusedRoom]);
  return (
    <div className="stack-sm import-problem-area" ref={problemRef}>
      {problem && (
        <p className="form-error import-problem" role="alert" data-testid="import-error">
          {problem}
        </p>
      )}
      {!reviewing && missing && (
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onCreateMissing}
          disabled={disabled}
          data-testid="import-create-lists"
        >
          Create {missing.map((name) => `“${name}”`).join(', ')}
        </Button>
      )}
      {reviewing && room !== null && (
        <ImportPlanLimit
          room={room}
          isOwner={props.isOwner}
          disabled={disabled}
          onImportFirst={() => props.onImportFirst(room)}
          onSeePlans={props.onSeePlans}
        />
      )}
    </div>
  );
}

/** How far the preview or the import has come. */
export function ImportRunProgress({ progress }: { progress: ImportProgress }) {
  return (
    <div className="stack-sm" role="status" data-testid={progress.checking ? 'import-checking' : 'import-progress'}>
      <span className="small">
        {(progress.checking ? previewProgressText : importProgressText)(progress.done, progress.total)}
      </span>
      <progress className="progress" max={progress.total} value={progress.done} />
    </div>
  );
}
