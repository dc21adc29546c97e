import { countText } from '@listkeep/common/src/count-text';
import {
  ENCODING_LABELS,
  FILE_ENCODINGS,
  UNREADABLE,
  unreadableMessage,
  type FileEncoding,
} from '@listkeep/common/src/web/file-encoding';
import { Checkbox, SelectField } from '@/components/ui/field';
import { UNREADABLE_ACCEPT, type ImportFile } from '../utils/import-file';
import '../import.css';

interface ImportEncodingProps {
  file: ImportFile;
  /** Rows that would store a character the encoding could not read (`unreadableRows`). */
  unreadableRows: number;
  disabled: boolean;
  onPick: (encoding: FileEncoding) => void;
  onAccept: (accept: boolean) => void;
}

/** The encoding that read a file, another to pick, and what it could not read. */
export function ImportEncoding({ file, unreadableRows, disabled, onPick, onAccept }: ImportEncodingProps) {
  const hint =
    file.encoding === file.detected
      ? 'Found from the file. If names look wrong below, pick another.'
      : `Picked by you; the file reads as ${ENCODING_LABELS[file.detected]}.`;
  return (
    <div className="import-encoding stack-sm" data-testid="import-encoding">
      <SelectField
        label="Encoding"
        value={file.encoding}
        hint={hint}
        disabled={disabled}
        onChange={(e) => onPick(e.target.value as FileEncoding)}
        data-testid="import-encoding-select"
      >
        {FILE_ENCODINGS.map((encoding) => (
          <option key={encoding} value={encoding}>
            {ENCODING_LABELS[encoding]}
          </option>
        ))}
      </SelectField>
      {file.unreadable > 0 && (
        <div className="form-warning stack-sm" role="status" data-testid="import-unreadable">
          <p>
            {unreadableMessage(file)} They show as {UNREADABLE}.
          </p>
          {'table' in file && unreadableRows > 0 && (
            <Checkbox
              label={`${UNREADABLE_ACCEPT} (${countText(unreadableRows, 'row')})`}
              checked={file.acceptUnreadable}
              disabled={disabled}
              onChange={(e) => onAccept(e.target.checked)}
              data-testid="import-accept-unreadable"
            />
          )}
        </div>
      )}
    </div>
  );
}
