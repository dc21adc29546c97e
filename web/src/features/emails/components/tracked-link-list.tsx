import { countText } from '@listkeep/common/src/count-text';
import type { TrackedLink } from '@listkeep/common/src/entities';
import { Button } from '@/components/ui/button';
import { copyTrackedAddress, trackedAddress } from '../utils/tracked-address';
import '../emails.css';

interface TrackedLinkListProps {
  links: readonly TrackedLink[];
  canEdit: boolean;
  onDelete: (link: TrackedLink) => void;
}

const clicksLabel = (n: number) => countText(n, 'click');

/** Each tracked link with where it leads, its clicks, and its address to copy. */
export function TrackedLinkList({ links, canEdit, onDelete }: TrackedLinkListProps) {
  return (
    <ul className="tracked-list">
      {links.map((link) => (
        <li key={link.linkID} className="tracked-item" data-testid="tracked-link">
          <a className="tracked-url" href={link.url} title={link.url} target="_blank" rel="noopener noreferrer">
            {link.url}
          </a>
          <span className="tracked-clicks small muted" data-testid="tracked-link-clicks">
            {clicksLabel(link.clicks)}
          </span>
          <span className="tracked-actions">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Copy the tracked address of ${link.url}`}
              onClick={() => void copyTrackedAddress(trackedAddress(link.shortID))}
            >
              Copy
            </Button>
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                className="btn-ghost-danger"
                aria-label={`Delete the tracked link to ${link.url}`}
                onClick={() => onDelete(link)}
              >
                Delete
              </Button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
