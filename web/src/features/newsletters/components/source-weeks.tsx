import { SOURCE_WEEKS } from '@listkeep/common/src/list-sources';
import { barShares, weekLabel, weekText } from '../utils/source-weeks';
import '../newsletters.css';

/** A source's sign-ups of the last weeks as bars, oldest first; each bar says its week and count. */
export function SourceWeeks({ weeks, weekly }: { weeks: readonly string[]; weekly: readonly number[] }) {
  const shares = barShares(weekly);
  const last = weeks.length - 1;
  return (
    <figure className="source-weeks" data-testid="source-weeks">
      <figcaption className="small muted">Sign-ups by week, last {SOURCE_WEEKS} weeks</figcaption>
      <ol className="week-bars">
        {weeks.map((week, i) => (
          <li key={week} className="week-bar" title={weekText(week, weekly[i] ?? 0, i === last)}>
            <span className="sr-only">{weekText(week, weekly[i] ?? 0, i === last)}</span>
            <span
              className="week-bar-fill"
              data-empty={(weekly[i] ?? 0) === 0 || undefined}
              style={{ height: `${Math.max(shares[i] ?? 0, 4)}%` }}
              aria-hidden="true"
            />
          </li>
        ))}
      </ol>
      {weeks.length > 0 && (
        <div className="week-axis small muted" aria-hidden="true">
          <span>{weekLabel(weeks[0])}</span>
          <span>This week</span>
        </div>
      )}
    </figure>
  );
}
