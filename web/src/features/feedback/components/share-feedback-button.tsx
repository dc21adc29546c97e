import { useState } from 'react';
import type { FeedbackType } from '@listkeep/common/src/feedback';
import { Button } from '@/components/ui/button';
import { FeedbackDialog } from './feedback-dialog';

/** Share Feedback, and the feedback dialog it opens. */
export function ShareFeedbackButton({ type }: { type: FeedbackType }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="share-feedback">
        Share Feedback
      </Button>
      <FeedbackDialog open={open} onOpenChange={setOpen} type={type} />
    </>
  );
}
