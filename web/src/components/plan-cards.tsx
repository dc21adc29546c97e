import { planCardLines } from '@listkeep/common/src/web/plan-lines';
import { PLANS, TIERS, priceLabel, type PlanNeed, type Tier } from '@listkeep/common/src/tiers';
import { planButtonState } from '@/lib/plans';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Card } from './ui/card';
import './plan-cards.css';

interface PlanCardsProps {
  currentTier: Tier | null;
  whitelisted?: boolean;
  busyTier?: Tier | null;
  onChoose: (tier: Tier) => void;
  /** What the prompt that led here asked for: its plan's card is the one marked. */
  need?: PlanNeed | null;
}

/** The four plan cards of docs/product.md §9; what a button does is up to the page. */
export function PlanCards({
  currentTier,
  whitelisted = false,
  busyTier = null,
  onChoose,
  need = null,
}: PlanCardsProps) {
  return (
    <div className="plan-grid">
      {TIERS.map((tier) => {
        const plan = PLANS[tier];
        const state = planButtonState(tier, currentTier, whitelisted, need);
        const { intro, lines } = planCardLines(tier);
        return (
          <Card
            key={tier}
            className={['plan-card', state.recommended && 'recommended'].filter(Boolean).join(' ')}
            data-testid={`plan-${tier}`}
          >
            <div className="plan-head">
              <h2 className="card-title">{plan.name}</h2>
              {state.currentPlan && <Badge tone="success">Current Plan</Badge>}
              {!state.currentPlan && state.badge && <Badge tone="primary">{state.badge}</Badge>}
            </div>
            <div className="plan-price">{priceLabel(plan)}</div>
            {intro && <p className="plan-intro small muted">{intro}</p>}
            <ul className="plan-features">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {state.label && (
              <Button
                variant={state.recommended ? 'primary' : 'secondary'}
                block
                loading={busyTier === tier}
                disabled={busyTier !== null}
                onClick={() => onChoose(tier)}
              >
                {state.label}
              </Button>
            )}
          </Card>
        );
      })}
    </div>
  );
}
