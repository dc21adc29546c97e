import { mappingFits, type CsvMapping } from '@listkeep/common/src/web/csv-import';
import { FILE_ENCODINGS, type FileEncoding } from '@listkeep/common/src/web/file-encoding';
import type { StatusChoices, StatusReading } from '@listkeep/common/src/import-status';
import { planHas } from '@listkeep/common/src/plan-features';
import type { Tier } from '@listkeep/common/src/tiers';
import { readImportFile, type ImportFile } from './import-file';
import type { ImportFormValues } from './import-form';

/**
 * An import the sender left for the plans (docs/product.md §5, Import over
 * the plan's limit): its file, mapping and choices, kept in this tab's
 * session storage until the import dialog opens again, so a checkout's way
 * back finds the work as it was. It never leaves the browser, and goes with
 * the tab, on its first use, or after an hour.
 */
const DRAFT_KEY = 'listkeep:importDraft';
const DRAFT_KEPT_MS = 60 * 60 * 1000;

interface StoredFile {
  name: string;
  /** The file's bytes, base64: another encoding can still read them again. */
  bytes: string;
  encoding: FileEncoding;
  mapping: CsvMapping;
  statusChoices: StatusChoices;
  fileStatus: StatusReading;
  acceptUnreadable: boolean;
}

interface StoredDraft {
  teamID: string;
  /** The plan the import was refused under. */
  tier: Tier | null;
  savedAt: number;
  mode: ImportFormValues['mode'];
  text: string;
  newsletterIDs: string[];
  notes: string;
  agreed: boolean;
  file: StoredFile | null;
}

export interface ImportDraft {
  tier: Tier | null;
  values: ImportFormValues;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let at = 0; at < bytes.length; at += step) binary += String.fromCharCode(...bytes.subarray(at, at + step));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

function storedFile(file: ImportFile | null): StoredFile | null {
  if (!file || !('table' in file)) return null;
  const { name, bytes, encoding, mapping, statusChoices, fileStatus, acceptUnreadable } = file;
  return { name, bytes: toBase64(bytes), encoding, mapping, statusChoices, fileStatus, acceptUnreadable };
}

/** Keeps the form's work for this team; false when the browser would not store it (too large, storage off). */
export function saveImportDraft(teamID: string, tier: Tier | undefined, values: ImportFormValues): boolean {
  const draft: StoredDraft = {
    teamID,
    tier: tier ?? null,
    savedAt: Date.now(),
    mode: values.mode,
    text: values.text,
    newsletterIDs: [...values.newsletterIDs],
    notes: values.notes ?? '',
    agreed: values.agreed,
    file: values.mode === 'file' ? storedFile(values.file) : null,
  };
  if (draft.mode === 'file' && !draft.file) return false;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

function readStored(): StoredDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as StoredDraft | null;
    return draft && typeof draft.teamID === 'string' && typeof draft.savedAt === 'number' ? draft : null;
  } catch {
    return null;
  }
}

/** Whether an import of this team waits in the tab. */
export function hasImportDraft(teamID: string, now = Date.now()): boolean {
  const draft = readStored();
  return draft !== null && draft.teamID === teamID && now - draft.savedAt < DRAFT_KEPT_MS;
}

/** The team's waiting import as the form's values, read again under the plan `tier` now has; null if none. */
export function readImportDraft(teamID: string, tier: Tier | undefined): ImportDraft | null {
  if (!hasImportDraft(teamID)) return null;
  const draft = readStored()!;
  let file: ImportFile | null = null;
  if (draft.file) {
    const kept = draft.file;
    const encoding = FILE_ENCODINGS.includes(kept.encoding) ? kept.encoding : undefined;
    const read = readImportFile(kept.name, fromBase64(kept.bytes), planHas(tier, 'tags'), encoding);
    file =
      'table' in read && mappingFits(read.table, kept.mapping)
        ? {
            ...read,
            mapping: kept.mapping,
            statusChoices: kept.statusChoices,
            fileStatus: kept.fileStatus,
            acceptUnreadable: kept.acceptUnreadable,
          }
        : read;
  }
  return {
    tier: draft.tier,
    values: {
      mode: draft.mode,
      text: draft.text,
      file,
      newsletterIDs: draft.newsletterIDs,
      notes: draft.notes,
      agreed: draft.agreed,
    },
  };
}

export function clearImportDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
