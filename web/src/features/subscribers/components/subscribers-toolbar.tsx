import { Button } from '@/components/ui/button';

interface SubscribersToolbarProps {
  canManage: boolean;
  canExport: boolean;
  /** The list is loaded, so there is something to export. */
  loaded: boolean;
  /** A newsletter is chosen, so there is a list to copy. */
  hasNewsletter: boolean;
  onAdd: () => void;
  onImport: () => void;
  /** Every role may read the import history; undoing needs manageSubscribers. */
  onImportHistory: () => void;
  onExport: () => void;
  onMailMerge: () => void;
  onCopy: () => void;
}

export function SubscribersToolbar(props: SubscribersToolbarProps) {
  return (
    <div className="toolbar">
      <div className="row">
        <Button onClick={props.onAdd} disabled={!props.canManage}>
          Add subscriber
        </Button>
        <Button variant="secondary" onClick={props.onImport} disabled={!props.canManage}>
          Import
        </Button>
        <Button variant="secondary" onClick={props.onImportHistory} data-testid="import-history-open">
          Import history
        </Button>
        <Button variant="secondary" onClick={props.onExport} disabled={!props.canExport || !props.loaded}>
          Export
        </Button>
        <Button
          variant="secondary"
          onClick={props.onMailMerge}
          disabled={!props.canExport || !props.hasNewsletter}
          data-testid="mail-merge-open"
        >
          Export for mail merge
        </Button>
        <Button
          variant="secondary"
          onClick={props.onCopy}
          disabled={!props.canExport || !props.hasNewsletter}
          data-testid="copy-list"
        >
          Copy list
        </Button>
      </div>
    </div>
  );
}
