import type { Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { SelectField } from '@/components/ui/field';
import { ALL_LISTS, ALL_LISTS_LABEL, type ListScope } from '@/lib/list-scope';
import '../dashboard.css';

interface DashboardHeaderProps {
  teamName: string | undefined;
  title: string;
  newsletters: readonly Newsletter[];
  /** Whether the tab acts on the list picked here; the others show no picker. */
  picker: boolean;
  scope: ListScope;
  /** Whether "All lists" is a choice on this tab. */
  offerAll: boolean;
  onPick: (newsletterID: string) => void;
}

/** The team's name and the tab's title, with the picker of the newsletter the tab acts on. */
export function DashboardHeader({
  teamName,
  title,
  newsletters,
  picker,
  scope,
  offerAll,
  onPick,
}: DashboardHeaderProps) {
  return (
    <header className="dash-header">
      <div className="stack-sm">
        <span className="eyebrow">{teamName ?? 'Dashboard'}</span>
        <h1 style={{ fontSize: 'var(--text-2xl)' }}>{title}</h1>
      </div>
      {newsletters.length > 0 && picker && (
        <SelectField
          label="Newsletter"
          hideLabel
          value={scope?.id ?? ALL_LISTS}
          onChange={(e) => onPick(e.target.value)}
          data-testid="newsletter-select"
        >
          {offerAll && <option value={ALL_LISTS}>{ALL_LISTS_LABEL}</option>}
          {newsletters.map((n) => (
            <option key={n.id} value={n.id}>
              {newsletterDisplayName(n)}
            </option>
          ))}
        </SelectField>
      )}
    </header>
  );
}
