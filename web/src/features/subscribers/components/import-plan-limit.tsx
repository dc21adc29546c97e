import { formatCount } from '@listkeep/common/src/count-text';
import { ASK_OWNER_TO_UPGRADE } from '@/components/plan-feature-note';
import { Button } from '@/components/ui/button';

interface ImportPlanLimitProps {
  /** How many more subscribers the plan takes now, from the refusal. */
  room: number;
  isOwner: boolean;
  disabled: boolean;
  onImportFirst: () => void;
  /** Leaves for the plans, keeping the import to come back to. */
  onSeePlans: () => void;
}

/** The ways on from an import the plan's limit refused: the first that fit, or a bigger plan. */
export function ImportPlanLimit({ room, isOwner, disabled, onImportFirst, onSeePlans }: ImportPlanLimitProps) {
  return (
    <div className="row" data-testid="import-plan-limit">
      {room > 0 && (
        <Button variant="secondary" onClick={onImportFirst} disabled={disabled} data-testid="import-first-fit">
          Import the first {formatCount(room)} that fit
        </Button>
      )}
      {isOwner ? (
        <Button variant="secondary" onClick={onSeePlans} disabled={disabled} data-testid="import-see-plans">
          See the plans
        </Button>
      ) : (
        <span className="small muted" data-testid="import-ask-owner">
          {ASK_OWNER_TO_UPGRADE}
        </span>
      )}
    </div>
  );
}
