import { tagKey } from '@listkeep/common/src/tags';
import '@/components/filters.css';
import '../subscribers.css';

interface TagFilterProps {
  /** The team's tags. */
  tags: readonly string[];
  /** The chosen tag, or null for any. */
  value: string | null;
  onChange: (tag: string | null) => void;
  disabled: boolean;
}

/** Narrows the table, and what is copied, exported or ticked from it, to one tag. */
export function TagFilter({ tags, value, onChange, disabled }: TagFilterProps) {
  // Tags compare without case: the chosen tag shows as the team's spelling of it, and one
  // that no subscriber carries any more stays a choice until another is made.
  const current = value === null ? null : (tags.find((tag) => tagKey(tag) === tagKey(value)) ?? value);
  const choices = current !== null && !tags.includes(current) ? [current, ...tags] : tags;
  return (
    <div className="field filter-tag">
      <label className="filter-legend" htmlFor="subscriber-tag-filter">
        Tag
      </label>
      <select
        id="subscriber-tag-filter"
        className="select"
        value={current ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        disabled={disabled}
        data-testid="tag-filter"
      >
        <option value="">Any tag</option>
        {choices.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}
