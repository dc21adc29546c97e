import { buildFooterHtml } from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import { featureNotOnPlanMessage, planHas } from '@listkeep/common/src/plan-features';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CustomFooterForm } from './custom-footer-form';
import { FooterPreview } from './footer-preview';

interface CustomFooterCardProps {
  newsletter: Newsletter;
  tier: unknown;
  publicOrgName: string;
  canEdit: boolean;
  isOwner: boolean;
}

/**
 * The list's own HTML footer, on plans with custom footers. Elsewhere the card
 * says which plan brings them, shows the standard footer that is used instead
 * and keeps a saved footer read-only (docs/product.md §4, Custom footer).
 */
export function CustomFooterCard({ newsletter, tier, publicOrgName, canEdit, isOwner }: CustomFooterCardProps) {
  const planAllows = planHas(tier, 'customFooter');
  return (
    <Card className="stack" data-testid="custom-footer-card">
      <h2 className="card-title">Custom footer</h2>
      {planAllows ? (
        // Fresh data after a save, or another list, starts the editor afresh.
        <CustomFooterForm
          key={`${newsletter.id}:${newsletter.customFooterHtml}`}
          newsletter={newsletter}
          publicOrgName={publicOrgName}
          canEdit={canEdit}
        />
      ) : (
        <>
          <p className="read-only-note" data-testid="custom-footer-plan-note">
            {featureNotOnPlanMessage('customFooter', tier)}{' '}
            {isOwner ? (
              <ButtonLink variant="link" to={paths.pricing} data-testid="custom-footer-upgrade">
                Upgrade
              </ButtonLink>
            ) : (
              'Ask the team owner to upgrade.'
            )}
          </p>
          <div className="field">
            <label className="field-label" htmlFor="custom-footer-locked">
              Footer HTML
            </label>
            <textarea
              id="custom-footer-locked"
              className="input textarea code-input"
              rows={6}
              value={newsletter.customFooterHtml}
              placeholder="Your own footer, with a link to {{unsubscribe_url}}."
              disabled
              readOnly
              data-testid="custom-footer-html"
            />
            {newsletter.customFooterHtml && (
              <span className="field-hint">
                The footer you saved is kept, and used again once the plan has custom footers.
              </span>
            )}
          </div>
          <h3 className="field-label">Your emails get the standard footer</h3>
          <FooterPreview html={buildFooterHtml(window.location.origin, newsletter)} testId="custom-footer-preview" />
        </>
      )}
    </Card>
  );
}
