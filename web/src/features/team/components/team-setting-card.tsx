import type { PlanFeature } from '@listkeep/common/src/plan-features';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import type { ReactNode } from 'react';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Card } from '@/components/ui/card';
import './team-settings.css';

interface TeamSettingCardProps {
  title: string;
  description: ReactNode;
  /** The plan switch the setting needs (common/src/tiers.ts). */
  feature: PlanFeature;
  tier: Tier | undefined;
  isOwner: boolean;
  /** The caller's role may manage the setting; the others read a note instead of its items. */
  canManage: boolean;
  /** Who may manage it, for the others' note ("The owner and admins manage API keys."). */
  managersNote: string;
  /** The button that adds an item: shown to managers while the plan has the feature. */
  action: ReactNode;
  testId: string;
  /** The items, shown to managers on any plan, so a lapsed plan's items can still be removed. */
  children: ReactNode;
}

/**
 * A card of the Team tab for a plan feature the team's managers keep a
 * list of (API keys): its words, its add button, the upgrade note when the
 * plan lacks it, and its items.
 */
export function TeamSettingCard(props: TeamSettingCardProps) {
  const { title, description, feature, tier, isOwner, canManage, managersNote, action, testId, children } = props;
  const planAllows = planHas(tier, feature);
  return (
    <Card className="stack team-setting" data-testid={testId}>
      <div className="team-setting-head">
        <div className="stack-xs">
          <h2 className="card-title">{title}</h2>
          <p className="small muted">{description}</p>
        </div>
        {canManage && planAllows && action}
      </div>
      {!planAllows && <PlanFeatureNote feature={feature} tier={tier} isOwner={isOwner} testId={`${testId}-upgrade`} />}
      {canManage ? children : <p className="small muted">{managersNote}</p>}
    </Card>
  );
}
