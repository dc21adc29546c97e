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
  // A chosen tag that no subscriber carries any more stays a choice until another is made.
  const choices = value && !tags.includes(value) ? [value, ...tags] : tags;
  return (
    <div className="field filter-tag">
      <label className="filter-legend" htmlFor="subscriber-tag-filter">
        Tag
      </label>
      <select
        id="subscriber-tag-filter"
        className="select"
        value={value ?? ''}
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
