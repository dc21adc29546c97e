import { countText, formatCount } from '@listkeep/common/src/count-text';
import type { StatusValue } from '@listkeep/common/src/web/csv-import';
import {
  ANY_DATE,
  STATUS_READINGS,
  STATUS_READING_TEXT,
  type StatusChoices,
  type StatusReading,
} from '@listkeep/common/src/import-status';
import { SelectField } from '@/components/ui/field';
import { StackedTable } from '@/components/ui/stacked-table';

interface ImportStatusValuesProps {
  /** The status column's name. */
  column: string;
  values: readonly StatusValue[];
  choices: StatusChoices;
  disabled: boolean;
  onChange: (choices: StatusChoices) => void;
}

const valueLabel = (value: StatusValue) => {
  if (value.key === '') return 'Empty';
  return value.key === ANY_DATE ? 'A date' : value.example;
};

/** Each value of the status column, its rows and how it is read, which the sender may change. */
export function ImportStatusValues({ column, values, choices, disabled, onChange }: ImportStatusValuesProps) {
  const unknown = values.filter((value) => !value.known && !Object.hasOwn(choices, value.key));
  const unknownRows = unknown.reduce((sum, value) => sum + value.rows, 0);
  return (
    <div className="stack-sm" data-testid="import-status-values">
      <span className="small muted">
        How the column “{column}” is read. Unsubscribed, bounced and marked as spam are kept out of the lists.
      </span>
      <StackedTable columns={['Value', 'Rows', 'Read as']}>
        {values.map((value) => (
          <tr key={value.key} data-testid="import-status-value">
            <td data-label="Value">
              {valueLabel(value)}
              {!value.known && <span className="badge badge-warning import-status-unknown">Not understood</span>}
            </td>
            <td data-label="Rows">{formatCount(value.rows)}</td>
            <td data-label="Read as">
              <SelectField
                label={`Read “${valueLabel(value)}” as`}
                hideLabel
                value={value.reading}
                disabled={disabled}
                onChange={(e) => onChange({ ...choices, [value.key]: e.target.value as StatusReading })}
              >
                {STATUS_READINGS.map((reading) => (
                  <option key={reading} value={reading}>
                    {STATUS_READING_TEXT[reading]}
                  </option>
                ))}
              </SelectField>
            </td>
          </tr>
        ))}
      </StackedTable>
      {unknownRows > 0 && (
        <p className="form-warning" data-testid="import-status-unknown">
          {countText(unknownRows, 'row has', 'rows have')} a status Listkeep does not understand (
          {unknown.map((value) => `“${valueLabel(value)}”`).join(', ')}): left out of the import unless you say how to
          read it.
        </p>
      )}
    </div>
  );
}
