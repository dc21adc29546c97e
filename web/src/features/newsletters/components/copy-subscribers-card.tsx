import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { MAX } from '@listkeep/common/src/limits';
import { planHas } from '@listkeep/common/src/plan-features';
import { tagProblem } from '@listkeep/common/src/tags';
import type { Tier } from '@listkeep/common/src/tiers';
import { useState } from 'react';
import { CopyListDialog } from '@/components/copy-list-dialog';
import { PlanFeatureNote } from '@/components/plan-feature-note';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { getNewsletterSubscribers } from '@/lib/newsletter-subscribers';
import '../newsletters.css';

interface CopySubscribersCardProps {
  newsletter: Newsletter;
  canCopy: boolean;
  tier: Tier | undefined;
  isOwner: boolean;
}

/** Copies everyone subscribed to the newsletter, or those with one tag, to paste into BCC. */
export function CopySubscribersCard({ newsletter, canCopy, tier, isOwner }: CopySubscribersCardProps) {
  const [copying, setCopying] = useState<string | null>(null);
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tagsAllowed = planHas(tier, 'tags');
  const copy = () => {
    const wanted = tagsAllowed ? tag.trim() : '';
    const bad = wanted === '' ? null : tagProblem(wanted);
    setProblem(bad);
    if (!bad) setCopying(wanted);
  };
  return (
    <Card className="stack-sm">
      <h2 className="card-title">Subscribers</h2>
      <p className="small muted">Copy everyone subscribed to this newsletter, to paste into BCC.</p>
      <div className="copy-by-tag">
        <TextField
          label="Only those tagged (optional)"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && canCopy) copy();
          }}
          maxLength={MAX.tag * 4}
          placeholder="Any tag"
          autoComplete="off"
          disabled={!tagsAllowed || !canCopy}
          error={problem}
          data-testid="copy-tag"
        />
        {!tagsAllowed && <PlanFeatureNote feature="tags" tier={tier} isOwner={isOwner} testId="copy-tags-plan-note" />}
      </div>
      <div>
        <Button variant="secondary" onClick={copy} disabled={!canCopy}>
          Copy subscribers
        </Button>
      </div>
      <CopyListDialog
        open={copying !== null}
        onOpenChange={(open) => !open && setCopying(null)}
        listName={`${newsletterDisplayName(newsletter)}${copying ? ` tagged “${copying}”` : ''}`}
        load={() => getNewsletterSubscribers(newsletter.id, copying)}
      />
    </Card>
  );
}
