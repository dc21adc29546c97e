import { Button } from '@/components/ui/button';

interface SaveChangesProps {
  label: string;
  pending: boolean;
  /** Whether the form differs from what is saved: only then can it be saved or its changes discarded. */
  unsaved: boolean;
  onDiscard: () => void;
  /** A user whose role may not change the form sees Save disabled and no Discard. */
  canEdit?: boolean;
  testId?: string;
}

/** The submit button of a settings form, and Discard changes while there are changes to discard. */
export function SaveChanges({ label, pending, unsaved, onDiscard, canEdit = true, testId }: SaveChangesProps) {
  return (
    <div className="row">
      <Button type="submit" loading={pending} disabled={!canEdit || !unsaved} data-testid={testId}>
        {label}
      </Button>
      {unsaved && canEdit && (
        <Button variant="ghost" onClick={onDiscard}>
          Discard changes
        </Button>
      )}
    </div>
  );
}
