import type { Newsletter } from '@listkeep/common/src/entities';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/field';
import { CustomFooterForm } from './custom-footer-form';
import '../newsletters.css';

interface CustomFooterCardProps {
  newsletter: Newsletter;
  tier: Tier | undefined;
  publicOrgName: string;
  canEdit: boolean;
  isOwner: boolean;
}

/**
 * The list's own HTML footer, on plans with custom footers. Elsewhere the card
 * says which plan brings them and keeps a saved footer read-only; the links
 * section above shows the standard footer used instead (docs/product.md §4,
 * Custom footer).
 */
export function CustomFooterCard({ newsletter, tier, publicOrgName, canEdit, isOwner }: CustomFooterCardProps) {
  // Kept here, since a save starts the editor afresh; for the list it was saved on.
  const [lastSave, setLastSave] = useState<{ listID: string; removed: string[] } | null>(null);
  return (
    <Card className="stack" data-testid="custom-footer-card">
      <h2 className="card-title">Custom footer</h2>
      {planHas(tier, 'customFooter') ? (
        // Fresh data after a save, or another list, starts the editor afresh.
        <CustomFooterForm
          key={`${newsletter.id}:${newsletter.customFooterHtml}`}
          newsletter={newsletter}
          publicOrgName={publicOrgName}
          canEdit={canEdit}
          removedOnSave={lastSave?.listID === newsletter.id ? lastSave.removed : []}
          onSaved={(removed) => setLastSave({ listID: newsletter.id, removed })}
        />
      ) : (
        <>
          <PlanFeatureNote feature="customFooter" tier={tier} isOwner={isOwner} testId="custom-footer-plan-note" />
          <TextAreaField
            label="Footer HTML"
            hint={
              newsletter.customFooterHtml
                ? 'The footer you saved is kept, and used again once the plan has custom footers.'
                : undefined
            }
            className="code-input"
            rows={6}
            value={newsletter.customFooterHtml}
            placeholder="Your own footer, with a link to {{unsubscribe_url}}."
            disabled
            readOnly
            data-testid="custom-footer-html"
          />
        </>
      )}
    </Card>
  );
}
