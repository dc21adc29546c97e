import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import './filters.css';

interface NewsletterFilterProps {
  newsletters: readonly Newsletter[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  legend?: string;
}

/**
 * Checkboxes of the team's newsletters. The last checked one cannot be
 * unchecked (docs/product.md §5), so a filter never shows an empty list by accident.
 */
export function NewsletterFilter({ newsletters, checked, onChange, legend = 'Newsletters' }: NewsletterFilterProps) {
  const toggle = (id: string) => {
    if (checked.includes(id)) {
      if (checked.length <= 1) return;
      onChange(checked.filter((c) => c !== id));
    } else {
      onChange(newsletters.map((n) => n.id).filter((n) => n === id || checked.includes(n)));
    }
  };
  return (
    <fieldset className="filter-group" data-testid="newsletter-filter">
      <legend className="filter-legend">{legend}</legend>
      <div className="chip-row">
        {newsletters.map((n) => {
          const on = checked.includes(n.id);
          const last = on && checked.length === 1;
          return (
            <label key={n.id} className="chip" title={last ? 'At least one newsletter stays selected' : undefined}>
              <input type="checkbox" checked={on} aria-disabled={last || undefined} onChange={() => toggle(n.id)} />
              <span>{newsletterDisplayName(n)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Keeps a filter selection valid when newsletters are added or removed. */
export function reconcileChecked(checked: readonly string[] | null, newsletters: readonly Newsletter[]): string[] {
  const ids = newsletters.map((n) => n.id);
  const kept = (checked ?? ids).filter((id) => ids.includes(id));
  return kept.length > 0 ? kept : ids;
}
