import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDeleteNewsletter } from '../api/delete-newsletter';
import '../newsletters.css';

interface DeleteNewsletterCardProps {
  newsletter: Newsletter;
  /** A team keeps at least one newsletter. */
  onlyOne: boolean;
  canDelete: boolean;
  /** After the newsletter was deleted and the dashboard no longer lists it. */
  onDeleted: () => void;
}

export function DeleteNewsletterCard({ newsletter, onlyOne, canDelete, onDeleted }: DeleteNewsletterCardProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteNewsletter({
    // The mutation resolves once the dashboard has refetched, so the next tab shows the change.
    onSuccess: () => {
      notify('Newsletter deleted', 'success');
      setConfirming(false);
      onDeleted();
    },
    onError: (error) => notify(errorMessage(error, 'The newsletter could not be deleted.'), 'error'),
  });

  return (
    <Card className="stack-sm danger-zone">
      <h2 className="card-title">Delete newsletter</h2>
      <p className="small muted">
        {onlyOne
          ? 'A team keeps at least one newsletter, so the only one cannot be deleted.'
          : canDelete
            ? 'Removes the newsletter and its email log. Subscribers stay in your team, without this list.'
            : 'Only the team owner or an admin can delete a newsletter.'}
      </p>
      <div>
        <Button
          variant="danger"
          onClick={() => setConfirming(true)}
          disabled={onlyOne || !canDelete}
          data-testid="delete-newsletter"
        >
          Delete newsletter
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete newsletter"
        description={
          <>
            <strong>{newsletterDisplayName(newsletter)}</strong> will be deleted with its email log. This cannot be
            undone.
          </>
        }
        confirmLabel="Delete newsletter"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: newsletter.id })}
      />
    </Card>
  );
}
