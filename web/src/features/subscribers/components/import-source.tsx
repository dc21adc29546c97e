import { findEmailColumn, formatCount, type CsvEmailColumn } from '@listkeep/common/src/import';
import { useWatch } from 'react-hook-form';
import { Segmented } from '@/components/segmented';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { SchemaForm } from '@/lib/form';
import { noEmailColumn, type ImportFile, type ImportMode, type ZImportForm } from '../utils/import-form';

interface ImportSourceProps {
  form: SchemaForm<typeof ZImportForm>;
  disabled: boolean;
}

async function readImportFile(picked: File): Promise<ImportFile> {
  const column = findEmailColumn(await picked.text());
  return column.index < 0 ? { name: picked.name, error: noEmailColumn(picked.name) } : { name: picked.name, column };
}

/** Where the addresses come from: a pasted list, or the email column of a CSV file. */
export function ImportSource({ form, disabled }: ImportSourceProps) {
  const [mode, file] = useWatch({ control: form.control, name: ['mode', 'file'] });

  const pickFile = async (picked: File | undefined) => {
    form.clearErrors();
    form.setValue('file', picked ? await readImportFile(picked) : null);
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
          hint="Separate them with spaces, commas, semicolons or new lines."
          rows={7}
          disabled={disabled}
          placeholder={'ann@example.org, bob@example.org\ncy@example.org'}
          data-testid="import-text"
          {...form.register('text')}
        />
      ) : (
        <TextField
          label="CSV file"
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={disabled}
          onChange={(e) => void pickFile(e.target.files?.[0])}
          data-testid="import-file"
          hint="Exports of Mailchimp, Substack, Buttondown, ConvertKit, Beehiiv and most other tools work as they are."
          note={file && 'column' in file && <FoundColumn name={file.name} column={file.column} />}
        />
      )}
    </>
  );
}

function FoundColumn({ name, column }: { name: string; column: CsvEmailColumn }) {
  return (
    <span className="small muted" data-testid="import-file-info">
      Found {formatCount(column.values.length)} addresses
      {column.header ? ` in the column “${column.header}”` : ''} of {name}.
    </span>
  );
}
