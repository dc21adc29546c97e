import type { Newsletter } from '@listkeep/common/src/entities';
import { footerHtmlFor, usesCustomFooter } from '@listkeep/common/src/custom-footer';
import { buildSubscribeLink, buildUnsubscribeLink, newsletterDisplayName } from '@listkeep/common/src/footer';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { CopyField } from './copy-field';
import { FooterBlock } from './footer-block';
import { QrCode } from './qr-code';
import '@/components/read-only-note.css';
import '../newsletters.css';

interface LinksSectionProps {
  newsletter: Newsletter;
  /** The team's plan, which says whether a saved custom footer is used. */
  tier: unknown;
  publicOrgName: string;
}

/** Subscribe and unsubscribe links, the footer to paste into emails, and the subscribe QR code. */
export function LinksSection({ newsletter, tier, publicOrgName }: LinksSectionProps) {
  const origin = window.location.origin;
  const subscribe = buildSubscribeLink(origin, newsletter);
  const footer = useMemo(
    () => ({
      html: footerHtmlFor(tier, origin, newsletter, { publicOrgName }),
      previewHtml: footerHtmlFor(tier, origin, newsletter, { publicOrgName, preview: true }),
    }),
    [tier, origin, newsletter, publicOrgName],
  );

  return (
    <Card className="stack" data-testid="links-section">
      <h2 className="card-title">Links and footer</h2>
      <div className="links-grid">
        <div className="stack">
          {newsletter.blockSubscribes ? (
            <p className="read-only-note" data-testid="subscribe-blocked-note">
              <strong>New subscribes are blocked.</strong> There is no subscribe link or QR code; turn off Block new
              subscribes above to share them.
            </p>
          ) : (
            <CopyField
              label="Subscribe link"
              value={subscribe}
              copiedMessage="Subscribe link copied to clipboard."
              testId="subscribe-link"
            />
          )}
          <CopyField
            label="Unsubscribe link"
            value={buildUnsubscribeLink(origin, newsletter)}
            copiedMessage="Unsubscribe link copied to clipboard."
            testId="unsubscribe-link"
          />
        </div>
        {!newsletter.blockSubscribes && (
          <QrCode key={subscribe} link={subscribe} newsletterName={newsletterDisplayName(newsletter)} />
        )}
      </div>
      <FooterBlock {...footer} custom={usesCustomFooter(tier, newsletter)} />
    </Card>
  );
}
