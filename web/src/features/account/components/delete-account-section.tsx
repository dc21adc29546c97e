import type { Subscription } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The last section of the account page (docs/product.md §2, Account page). */
export function DeleteAccountSection({ email, subscription }: { email: string; subscription?: Subscription }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="stack">
      <h2 className="card-title">Delete account</h2>
      <p className="muted small">
        Deletes your account, the teams you own and everything in them. This cannot be undone.
      </p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="account-delete">
          Delete account
        </Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} subscription={subscription} />
    </Card>
  );
}
