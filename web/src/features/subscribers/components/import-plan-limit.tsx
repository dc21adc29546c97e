import { formatCount } from '@listkeep/common/src/count-text';
import { roomFor } from '@listkeep/common/src/plan-features';
import { pricingPathFor } from '@listkeep/common/src/plan-links';
import { ASK_OWNER_TO_UPGRADE } from '@/components/plan-feature-note';
import { Button, ButtonLink } from '@/components/ui/button';

interface ImportPlanLimitProps {
  /** How many more subscribers the plan takes now, from the refusal. */
  room: number;
  /** The subscribers the team would hold with the whole import: the plans page marks the plan that fits them. */
  subscribers: number;
  isOwner: boolean;
  disabled: boolean;
  onImportFirst: () => void;
}

/** The ways on from an import the plan's limit refused: the first that fit, or a bigger plan. */
export function ImportPlanLimit({ room, subscribers, isOwner, disabled, onImportFirst }: ImportPlanLimitProps) {
  return (
    <div className="row" data-testid="import-plan-limit">
      {room > 0 && (
        <Button variant="secondary" onClick={onImportFirst} disabled={disabled} data-testid="import-first-fit">
          Import the first {formatCount(room)} that fit
        </Button>
      )}
      {isOwner ? (
        <ButtonLink
          variant="secondary"
          to={pricingPathFor(roomFor('subscribers', subscribers))}
          data-testid="import-see-plans"
        >
          See the plans
        </ButtonLink>
      ) : (
        <span className="small muted" data-testid="import-ask-owner">
          {ASK_OWNER_TO_UPGRADE}
        </span>
      )}
    </div>
  );
}
