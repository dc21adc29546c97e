import { formatCount } from '@listkeep/common/src/count-text';
import { Button } from '@/components/ui/button';
import '../subscribers.css';

/** Gmail's "Select all N matching": the selection as every subscriber the filters match, on the server. */
export interface MatchSelection {
  /** How many the server counts in the match; undefined while it counts. */
  total: number | undefined;
  /** Whether the selection is the match rather than the ticked rows. */
  selected: boolean;
  onSelect: () => void;
}

interface SelectionBarProps {
  /** Ticked rows among those shown. */
  count: number;
  /** Offered once every row shown is ticked and the filters have a match the server takes; else null. */
  matching: MatchSelection | null;
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
  const { count, matching, canDelete, canExport, canTag, tagsNotOnPlan, onTag, onCopy, onExport, onDelete, onClear } =
    props;
  const all = matching?.selected === true && matching.total !== undefined;
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
      <div className="selection-summary">
        <strong role="status" data-testid="selection-count">
          {all ? `All ${formatCount(matching.total!)} matching selected` : `${formatCount(count)} selected`}
        </strong>
        {matching && !matching.selected && matching.total !== undefined && (
          <Button variant="ghost" size="sm" onClick={matching.onSelect} data-testid="select-all-matching">
            Select all {formatCount(matching.total)} matching
          </Button>
        )}
      </div>
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
