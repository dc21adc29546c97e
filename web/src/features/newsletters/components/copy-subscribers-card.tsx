import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getNewsletterSubscribers } from '@/lib/newsletter-subscribers';

/** Copies everyone subscribed to the newsletter, to paste into BCC. */
export function CopySubscribersCard({ newsletter, canCopy }: { newsletter: Newsletter; canCopy: boolean }) {
  const [copying, setCopying] = useState(false);
  return (
    <Card className="stack-sm">
      <h2 className="card-title">Subscribers</h2>
      <p className="small muted">Copy everyone subscribed to this newsletter, to paste into BCC.</p>
      <div>
        <Button variant="secondary" onClick={() => setCopying(true)} disabled={!canCopy}>
          Copy subscribers
        </Button>
      </div>
      <CopyListDialog
        open={copying}
        onOpenChange={setCopying}
        listName={newsletterDisplayName(newsletter)}
        load={() => getNewsletterSubscribers(newsletter.id)}
      />
    </Card>
  );
}
