import '../subscribers.css';
/** Chips shown before the rest are summed up as "+N". */
const MAX_CHIPS = 1;

/** A subscriber's tags as small chips in a table row. */
export function TagChips({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const rest = tags.slice(MAX_CHIPS);
  return (
    <span className="tag-chips" data-testid="subscriber-tags">
      {tags.slice(0, MAX_CHIPS).map((tag) => (
        <span key={tag} className="badge badge-tag" title={tag}>
          {tag}
        </span>
      ))}
      {rest.length > 0 && (
        <span className="badge" title={rest.join(', ')}>
          +{rest.length}
        </span>
      )}
    </span>
  );
}
