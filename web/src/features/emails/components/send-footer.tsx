import type { EmailLog, Newsletter } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { FooterCopyButtons } from '@/components/footer-copy-buttons';
import { useFooterShortIDs } from '../api/use-footer-short-ids';
import { trackedFooter } from '../utils/tracked-footer';

interface SendFooterProps {
  tier: Tier | undefined;
  newsletter: Newsletter;
  email: EmailLog;
  publicOrgName: string;
}

/** The email's footer, with its tracked links, to paste at the end of every batch's email. */
export function SendFooter({ tier, newsletter, email, publicOrgName }: SendFooterProps) {
  const html = trackedFooter(tier, newsletter, useFooterShortIDs(email), publicOrgName);
  return (
    <div className="send-copy-row">
      <span className="small muted">
        The footer, with its unsubscribe link, goes at the end of every batch’s email.
      </span>
      <div className="row">
        <FooterCopyButtons html={html ?? null} />
      </div>
    </div>
  );
}
