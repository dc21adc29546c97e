import type { CsvMapping } from '@listkeep/common/src/web/csv-import';
import type { FileEncoding } from '@listkeep/common/src/web/file-encoding';
import type { StatusChoices, StatusReading } from '@listkeep/common/src/import-status';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import { useWatch } from 'react-hook-form';
import { Segmented } from '@/components/segmented';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { SchemaForm } from '@/lib/form';
import { readImportFile, unreadableRows } from '../utils/import-file';
import type { ImportMode, ZImportForm } from '../utils/import-form';
import { rememberMapping } from '../utils/import-mapping';
import { ImportEncoding } from './import-encoding';
import { ImportMapping } from './import-mapping';

interface ImportSourceProps {
  form: SchemaForm<typeof ZImportForm>;
  /** The entries the form imports (`importEntries`), shown in a file's preview. */
  entries: readonly ListedAddress[];
  disabled: boolean;
  tier: Tier | undefined;
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

  const chooseFileStatus = (fileStatus: StatusReading) => {
    if (!file || !('table' in file)) return;
    form.clearErrors();
    form.setValue('file', { ...file, fileStatus });
  };

  const pickFile = async (picked: File | undefined) => {
    form.clearErrors();
    const bytes = picked ? new Uint8Array(await picked.arrayBuffer()) : null;
    form.setValue('file', picked && bytes ? readImportFile(picked.name, bytes, tagsAllowed) : null);
  };

  const pickEncoding = (encoding: FileEncoding) => {
    if (!file) return;
    form.clearErrors();
    form.setValue('file', readImportFile(file.name, file.bytes, tagsAllowed, encoding));
  };

  const acceptUnreadable = (acceptUnreadable: boolean) => {
    if (!file || !('table' in file)) return;
    form.clearErrors();
    form.setValue('file', { ...file, acceptUnreadable });
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
          {file && (
            <ImportEncoding
              file={file}
              unreadableRows={unreadableRows(entries)}
              disabled={disabled}
              onPick={pickEncoding}
              onAccept={acceptUnreadable}
            />
          )}
          {file && 'table' in file && (
            <ImportMapping
              fileName={file.name}
              table={file.table}
              mapping={file.mapping}
              statusChoices={file.statusChoices}
              fileStatus={file.fileStatus}
              onFileStatus={chooseFileStatus}
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
