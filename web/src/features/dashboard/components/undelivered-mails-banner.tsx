import type { UndeliveredMails } from '@listkeep/common/src/mail-delivery';
import { undeliveredMailsText } from '@listkeep/common/src/mail-delivery';

/** Mails of the team that could not be delivered lately, for its owner (domain/outbox.ts). */
export function UndeliveredMailsBanner({ undelivered }: { undelivered: UndeliveredMails }) {
  return (
    <div className="banner banner-warning" role="status" data-testid="undelivered-mails-banner">
      <span>
        <strong>{undeliveredMailsText(undelivered)}</strong>
      </span>
    </div>
  );
}
