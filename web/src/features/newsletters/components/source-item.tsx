import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { ListSource, Newsletter } from '@listkeep/common/src/entities';
import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { buildSourceLink } from '@listkeep/common/src/list-sources';
import { Button } from '@/components/ui/button';
import { CopyField } from './copy-field';
import { SourceQr } from './source-qr';
import { SourceWeeks } from './source-weeks';
import '../newsletters.css';

interface SourceItemProps {
  source: ListSource;
  /** The weeks of `source.weekly`, oldest first. */
  weeks: readonly string[];
  newsletter: Newsletter;
  canRename: boolean;
  canDelete: boolean;
  onRename: (source: ListSource) => void;
  onDelete: (source: ListSource) => void;
}

/** One source: its name and sign-ups, its link to copy, its QR code and its weeks. */
export function SourceItem({ source, weeks, newsletter, canRename, canDelete, onRename, onDelete }: SourceItemProps) {
  const link = buildSourceLink(window.location.origin, newsletter, source.id);
  const thisWeek = source.weekly.at(-1) ?? 0;
  return (
    <li className="source-item" data-testid="source">
      <div className="source-head">
        <h3 className="source-name break-anywhere">{source.name}</h3>
        <span className="source-actions">
          {canRename && (
            <Button variant="ghost" size="sm" onClick={() => onRename(source)} aria-label={`Rename ${source.name}`}>
              Rename
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="btn-ghost-danger"
              onClick={() => onDelete(source)}
              aria-label={`Delete ${source.name}`}
            >
              Delete
            </Button>
          )}
        </span>
      </div>
      <p className="source-total">
        <strong data-testid="source-count">{countText(source.subscribes, 'sign-up')}</strong>
        <span className="small muted"> · {formatCount(thisWeek)} this week</span>
      </p>
      <div className="source-body">
        <SourceQr key={link} link={link} newsletterName={newsletterDisplayName(newsletter)} sourceName={source.name} />
        <div className="stack-sm source-details">
          <CopyField
            label="Subscribe link"
            value={link}
            copiedMessage="Source link copied to clipboard."
            testId="source-link"
            copyLabel={`Copy the link of ${source.name}`}
          />
          <SourceWeeks weeks={weeks} weekly={source.weekly} />
        </div>
      </div>
    </li>
  );
}
