import { NO_COLUMN, readCsvTable, type CsvMapping } from '@listkeep/common/src/csv-import';
import type { StatusChoices } from '@listkeep/common/src/import-status';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { useWatch } from 'react-hook-form';
import { Segmented } from '@/components/segmented';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { SchemaForm } from '@/lib/form';
import { noEmailColumn, type ImportFile, type ImportMode, type ZImportForm } from '../utils/import-form';
import { rememberMapping, startingMapping } from '../utils/import-mapping';
import { ImportMapping } from './import-mapping';

interface ImportSourceProps {
  form: SchemaForm<typeof ZImportForm>;
  /** The entries the form imports (`importEntries`), shown in a file's preview. */
  entries: readonly ListedAddress[];
  disabled: boolean;
  tier: Tier | undefined;
}

/** A picked file's rows and starting mapping; without tags on the plan, its tags column is left out. */
async function readImportFile(picked: File, tagsAllowed: boolean): Promise<ImportFile> {
  const table = readCsvTable(await picked.text());
  const starting = startingMapping(table);
  const mapping = tagsAllowed ? starting : { ...starting, tags: NO_COLUMN };
  return mapping.email < 0
    ? { name: picked.name, error: noEmailColumn(picked.name) }
    : { name: picked.name, table, mapping, statusChoices: {} };
}

/** Where the addresses come from: a pasted list, or the mapped columns of a CSV file. */
export function ImportSource({ form, entries, disabled, tier }: ImportSourceProps) {
  const tagsAllowed = planHas(tier, 'tags');
  const [mode, file, notes] = useWatch({ control: form.control, name: ['mode', 'file', 'notes'] });

  const mapColumns = (mapping: CsvMapping) => {
    if (!file || !('table' in file)) return;
    rememberMapping(file.table, mapping);
    form.clearErrors();
    // Readings of another column's values do not carry over.
    const statusChoices = mapping.status === file.mapping.status ? file.statusChoices : {};
    form.setValue('file', { ...file, mapping, statusChoices });
  };

  const chooseStatuses = (statusChoices: StatusChoices) => {
    if (!file || !('table' in file)) return;
    form.clearErrors();
    form.setValue('file', { ...file, statusChoices });
  };

  const pickFile = async (picked: File | undefined) => {
    form.clearErrors();
    form.setValue('file', picked ? await readImportFile(picked, tagsAllowed) : null);
  };

  return (
    <>
      <Segmented<ImportMode>
        label="Import from"
        hideLabel
        value={mode}
        onChange={(next) => {
          form.setValue('mode', next);
          form.clearErrors();
        }}
        options={[
          { value: 'paste', label: 'Paste a list' },
          { value: 'file', label: 'Upload a CSV file' },
        ]}
      />
      {mode === 'paste' ? (
        <TextAreaField
          label="Email addresses"
          hint="Separate them with spaces, commas, semicolons or new lines. Names copied from a mail program, as in Ann Lee <ann@example.org>, are kept."
          rows={7}
          disabled={disabled}
          placeholder={'ann@example.org, bob@example.org\ncy@example.org'}
          data-testid="import-text"
          {...form.register('text')}
        />
      ) : (
        <>
          <TextField
            label="CSV file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            disabled={disabled}
            onChange={(e) => void pickFile(e.target.files?.[0])}
            data-testid="import-file"
            hint="Exports of Mailchimp, Substack, Buttondown, ConvertKit, Beehiiv and most other tools work as they are."
          />
          {file && 'table' in file && (
            <ImportMapping
              fileName={file.name}
              table={file.table}
              mapping={file.mapping}
              statusChoices={file.statusChoices}
              addresses={entries}
              importNote={notes ?? ''}
              disabled={disabled}
              tier={tier}
              onChange={mapColumns}
              onStatusChoices={chooseStatuses}
            />
          )}
        </>
      )}
    </>
  );
}
