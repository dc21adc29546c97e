import { formatCount } from '@listkeep/common/src/count-text';
import { Button } from '@/components/ui/button';

interface SelectionBarProps {
  /** Ticked rows among those shown. */
  count: number;
  canDelete: boolean;
  canExport: boolean;
  /** Whether the role may change tags (as for Delete, `manageSubscribers`). */
  canTag: boolean;
  /** Why the plan does not let tags be changed, or null when it does. */
  tagsNotOnPlan: string | null;
  onTag: (change: 'add' | 'remove') => void;
  onCopy: () => void;
  onExport: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the ticked subscribers at once. */
export function SelectionBar(props: SelectionBarProps) {
  const { count, canDelete, canExport, canTag, tagsNotOnPlan, onTag, onCopy, onExport, onDelete, onClear } = props;
  const tagButton = (change: 'add' | 'remove', label: string) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onTag(change)}
      disabled={!canTag || tagsNotOnPlan !== null}
      title={tagsNotOnPlan ?? undefined}
      data-testid={`selection-${change}-tag`}
    >
      {label}
    </Button>
  );
  return (
    <div className="selection-bar" role="region" aria-label="Selected subscribers" data-testid="selection-bar">
      <strong role="status" data-testid="selection-count">
        {formatCount(count)} selected
      </strong>
      <div className="row selection-actions">
        <Button variant="secondary" size="sm" onClick={onCopy} disabled={!canExport}>
          Copy selected
        </Button>
        <Button variant="secondary" size="sm" onClick={onExport} disabled={!canExport}>
          Export selected
        </Button>
        {tagButton('add', 'Add tag')}
        {tagButton('remove', 'Remove tag')}
        <Button variant="danger" size="sm" onClick={onDelete} disabled={!canDelete}>
          Delete selected
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
