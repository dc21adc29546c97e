import { footerHtmlFor } from '@listkeep/common/src/custom-footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import type { Tier } from '@listkeep/common/src/tiers';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { notify } from '@/lib/toast';

interface SendFooterProps {
  tier: Tier | undefined;
  newsletter: Newsletter;
  emailID: string;
  publicOrgName: string;
}

/** The email's footer, with tracked links, to paste at the end of the message. */
export function SendFooter({ tier, newsletter, emailID, publicOrgName }: SendFooterProps) {
  const html = footerHtmlFor(tier, window.location.origin, newsletter, { emailID, publicOrgName });
  return (
    <div className="send-copy-row">
      <span className="small muted">
        The footer, with its unsubscribe link, goes at the end of every batch’s email.
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          void copyText(html).then((copied) =>
            notify(
              copied ? 'Footer HTML copied to clipboard!' : 'Failed to copy to clipboard',
              copied ? 'success' : 'error',
            ),
          )
        }
      >
        Copy footer
      </Button>
    </div>
  );
}
