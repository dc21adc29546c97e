import { countText } from '@listkeep/common/src/count-text';
import { importProblem } from '@listkeep/common/src/import';
import { keptOutWhere } from '@listkeep/common/src/import-status';
import type { Reviewed } from '../hooks/use-import-run';
import { ImportPreviewTable } from './import-preview';
import '../import.css';

interface ImportReviewProps {
  reviewed: Reviewed;
  nameOf: (newsletterID: string) => string;
  /** The preview's word that the plan has no room, unless another problem shows. */
  planRefusal: string | null;
}

/** The server's verdict on each row of the list, before anything is written. */
export function ImportReview({ reviewed, nameOf, planRefusal }: ImportReviewProps) {
  const { values, preview, groups } = reviewed;
  return (
    <>
      <p className="small muted" data-testid="import-preview-summary">
        {countText(preview.rows.length, 'row')} checked against{' '}
        {groups.flatMap((group) => group.newsletterIDs.map(nameOf)).join(', ')}. Nothing is written until you import;
        rows that change nothing are left out.
      </p>
      {values.checked.invalid.length > 0 && (
        <p className="form-warning import-problem" data-testid="import-invalid">
          {importProblem(values.checked)}
        </p>
      )}
      <ImportPreviewTable
        preview={preview}
        entries={values.entries}
        nameOf={nameOf}
        keptOutIn={keptOutWhere(values.tool, values.fileName)}
      />
      {planRefusal && (
        <p className="form-error" role="alert" data-testid="import-error">
          {planRefusal}
        </p>
      )}
    </>
  );
}
