import { newsletterDisplayName } from '@listkeep/common/src/footer';
import type { Newsletter } from '@listkeep/common/src/entities';
import { Checkbox } from '@/components/ui/field';
import './filters.css';

interface NewsletterChecklistProps {
  legend: string;
  newsletters: readonly Newsletter[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** Chips in a row (many lists at a glance) rather than one per line. */
  chips?: boolean;
}

/** A checkbox per newsletter of the team, for choosing the lists a subscriber or an import goes to. */
export function NewsletterChecklist({
  legend,
  newsletters,
  value,
  onChange,
  disabled,
  chips,
}: NewsletterChecklistProps) {
  return (
    <fieldset className="filter-group">
      <legend className="field-label">{legend}</legend>
      <div className={chips ? 'chip-row' : 'stack-sm'}>
        {newsletters.map((n) => (
          <Checkbox
            key={n.id}
            className={chips ? 'chip' : undefined}
            label={newsletterDisplayName(n)}
            checked={value.includes(n.id)}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked ? [...value, n.id] : value.filter((id) => id !== n.id))}
          />
        ))}
      </div>
    </fieldset>
  );
}
