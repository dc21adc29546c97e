import { countText } from '@listkeep/common/src/count-text';
import {
  columnLabel,
  csvStatusValues,
  NO_COLUMN,
  unusedColumns,
  type CsvField,
  type CsvMapping,
  type CsvTable,
} from '@listkeep/common/src/web/csv-import';
import { normalizeEmail } from '@listkeep/common/src/email';
import { importedNotes } from '@listkeep/common/src/email-list';
import {
  STATUS_READINGS,
  STATUS_READING_TEXT,
  statusOfFileName,
  toolOfHeader,
  type StatusChoices,
  type StatusReading,
} from '@listkeep/common/src/import-status';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { featureNotOnPlanMessage, planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { useMemo } from 'react';
import { SelectField } from '@/components/ui/field';
import { StackedTable } from '@/components/ui/stacked-table';
import { ImportStatusValues } from './import-status-values';
import '../import.css';
import '../subscribers.css';

/** Rows shown as they will be stored before the import starts. */
const PREVIEW_ROWS = 5;

const FIELD_LABELS: Record<CsvField, string> = {
  email: 'Address',
  name: 'Name or first name',
  lastName: 'Last name',
  notes: 'Notes',
  tags: 'Tags',
  status: 'Status',
  list: 'List',
};

interface ImportMappingProps {
  fileName: string;
  table: CsvTable;
  mapping: CsvMapping;
  /** The sender's readings of status values, over the column's own. */
  statusChoices: StatusChoices;
  /** How every row reads while no status column is chosen. */
  fileStatus: StatusReading;
  onFileStatus: (reading: StatusReading) => void;
  /** The rows the mapping gives (`csvAddresses`), as the form imports them. */
  addresses: readonly ListedAddress[];
  /** The import's own note, which every row's notes follow. */
  importNote: string;
  disabled: boolean;
  /** The team's plan: the tags column is offered on plans with tags. */
  tier: Tier | undefined;
  onChange: (mapping: CsvMapping) => void;
  onStatusChoices: (choices: StatusChoices) => void;
}

/** Which column of a CSV file fills which field, what is left out, and the first rows as they will be stored. */
export function ImportMapping({
  fileName,
  table,
  mapping,
  statusChoices,
  fileStatus,
  onFileStatus,
  addresses,
  importNote,
  disabled,
  tier,
  onChange,
  onStatusChoices,
}: ImportMappingProps) {
  const tagsAllowed = planHas(tier, 'tags');
  const fields = (Object.keys(FIELD_LABELS) as CsvField[]).filter((field) => field !== 'tags' || tagsAllowed);
  const unused = unusedColumns(table, mapping);
  const columns = Array.from({ length: table.width }, (_, index) => index);
  const tool = toolOfHeader(table.header);
  // A pass over every row: kept while the file and its readings stay, not redone as the note is typed.
  const statusValues = useMemo(() => csvStatusValues(table, mapping, statusChoices), [table, mapping, statusChoices]);
  return (
    <fieldset className="import-mapping stack-sm" data-testid="import-mapping">
      <legend className="field-label">Columns</legend>
      <span className="small muted" data-testid="import-file-info">
        Found {countText(addresses.length, 'address', 'addresses')}
        {table.header ? ` in the column “${columnLabel(table, mapping.email)}”` : ''} of {fileName}
        {tool ? `, an export of ${tool}` : ''}.
      </span>
      <div className="import-mapping-fields">
        {fields.map((field) => (
          <SelectField
            key={field}
            label={FIELD_LABELS[field]}
            value={mapping[field]}
            disabled={disabled}
            onChange={(e) => onChange({ ...mapping, [field]: Number(e.target.value) })}
            data-testid={`import-column-${field}`}
          >
            {field !== 'email' && <option value={NO_COLUMN}>None</option>}
            {columns.map((index) => (
              <option key={index} value={index}>
                {columnLabel(table, index)}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {mapping.status < 0 && (
        <SelectField
          label="Every row of the file is"
          value={fileStatus}
          disabled={disabled}
          onChange={(e) => onFileStatus(e.target.value as StatusReading)}
          data-testid="import-file-status"
        >
          {STATUS_READINGS.filter((reading) => reading !== 'skipped').map((reading) => (
            <option key={reading} value={reading}>
              {STATUS_READING_TEXT[reading]}
            </option>
          ))}
        </SelectField>
      )}
      {mapping.status < 0 && fileStatus !== 'subscribed' && (
        <p className="form-warning" data-testid="import-file-status-note">
          Nobody in this file will be subscribed: {STATUS_READING_TEXT[fileStatus].toLowerCase()} people are kept out of
          the lists{statusOfFileName(fileName) === fileStatus ? ', as the file’s name says' : ''}.
        </p>
      )}
      {mapping.status >= 0 && (
        <ImportStatusValues
          column={columnLabel(table, mapping.status)}
          values={statusValues}
          choices={statusChoices}
          disabled={disabled}
          onChange={onStatusChoices}
        />
      )}
      {unused.length > 0 && (
        <p className="small muted" data-testid="import-unused">
          Not imported:{' '}
          {unused
            .map((column) =>
              column.tags && !tagsAllowed ? `${column.label} (${featureNotOnPlanMessage('tags', tier)})` : column.label,
            )
            .join(', ')}
        </p>
      )}
      <ImportPreview
        rows={addresses.slice(0, PREVIEW_ROWS)}
        importNote={importNote}
        withTags={tagsAllowed && mapping.tags >= 0}
        withStatus={mapping.status >= 0}
      />
    </fieldset>
  );
}

interface ImportPreviewProps {
  rows: readonly ListedAddress[];
  importNote: string;
  withTags: boolean;
  withStatus: boolean;
}

function ImportPreview({ rows, importNote, withTags, withStatus }: ImportPreviewProps) {
  if (rows.length === 0) return null;
  return (
    <div className="import-preview stack-sm">
      <span className="small muted">The first rows as they will be stored</span>
      <StackedTable
        columns={['Address', 'Name', 'Notes', ...(withTags ? ['Tags'] : []), ...(withStatus ? ['Status'] : [])]}
        testId="import-preview"
      >
        {rows.map((row, i) => (
          <tr key={i}>
            <td data-label="Address" className="email-cell">
              {normalizeEmail(row.email)}
            </td>
            <td data-label="Name">{row.name}</td>
            <td data-label="Notes" className="import-preview-notes">
              {importedNotes(importNote, row.notes)}
            </td>
            {withTags && (
              <td data-label="Tags">
                {/* Badges, not a list joined by commas: a tag may hold a comma. */}
                <span className="tag-chips import-preview-tags">
                  {(row.tags ?? []).map((tag) => (
                    <span key={tag} className="badge badge-tag">
                      {tag}
                    </span>
                  ))}
                </span>
              </td>
            )}
            {withStatus && <td data-label="Status">{STATUS_READING_TEXT[row.left ?? 'subscribed']}</td>}
          </tr>
        ))}
      </StackedTable>
    </div>
  );
}
