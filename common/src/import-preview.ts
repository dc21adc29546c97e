/**
 * The preview of an import (docs/product.md §5 Import preview): before
 * anything is written, each row of the list gets the server's verdict. The
 * verdicts that depend on the team's subscribers are decided by the server
 * alone (`addressVerdict` in functions/src/domain/imports/import-verdicts.ts, which the
 * import itself applies too); the rest are read from the row (`readEntry`).
 *
 * A long list is previewed in parts, as it is imported in parts. Every row of
 * one address goes to the same part, so the server sees each repeat beside
 * the row it repeats.
 */
import { readEntry } from './email-list';
import { KEPT_OUT_REASONS, keptOutText, type KeptOutReason } from './import-status';
import { MAX, MAX_BODY_BYTES } from './limits';

/**
 * unsubscribed, bounced, complained: the file says the person left
 * (common/src/import-status.ts); the client reads these from the row, the
 * server is not asked.
 */
export const IMPORT_VERDICTS = [
  'new',
  'added',
  'on-list',
  'opted-out',
  ...KEPT_OUT_REASONS,
  'duplicate',
  'invalid',
] as const;
export type ImportVerdict = (typeof IMPORT_VERDICTS)[number];

const isKeptOut = (verdict: ImportVerdict): verdict is KeptOutReason =>
  (KEPT_OUT_REASONS as readonly string[]).includes(verdict);

/** Each verdict as the import dialog names it; `where` is the tool or file that says who left. */
export function importVerdictText(verdict: ImportVerdict, where: string): string {
  return isKeptOut(verdict) ? keptOutText(verdict, where) : IMPORT_VERDICT_TEXT[verdict];
}

const IMPORT_VERDICT_TEXT: Record<Exclude<ImportVerdict, KeptOutReason>, string> = {
  new: 'New',
  added: 'Will be added to the list',
  'on-list': 'Already on the list',
  'opted-out': 'Opted out, kept out',
  duplicate: 'Duplicate in this list',
  invalid: 'Invalid',
};

/** One row of a preview, in the order the rows were sent. */
export interface ImportPreviewRow {
  verdict: ImportVerdict;
  /** invalid: why the row is not an address. */
  reason?: string;
  /** new, added: the chosen lists the address will join. */
  joins?: string[];
  /**
   * new, added, opted-out: the chosen lists it left before, which the import
   * does not put it back on (its subscriber shows it left, or a suppression
   * entry keeps it off after the subscriber's deletion).
   */
  keptOutOf?: string[];
  /** duplicate: the position of the row it repeats (in the rows sent). */
  first?: number;
}

export type ImportVerdictCounts = Record<ImportVerdict, number>;

/** What the plan says of the import as a whole: null when the plan has no subscriber limit. */
export interface ImportPreviewLimit {
  /** Subscribers the plan allows. */
  allowed: number;
  /** How many more subscribers fit now. */
  room: number;
  /** The refusal the import would meet, or null when its new addresses fit. */
  refusal: string | null;
}

export interface ImportPreviewAnswer {
  rows: ImportPreviewRow[];
  counts: ImportVerdictCounts;
  limit: ImportPreviewLimit | null;
}

export function countVerdicts(rows: readonly Pick<ImportPreviewRow, 'verdict'>[]): ImportVerdictCounts {
  const counts = Object.fromEntries(IMPORT_VERDICTS.map((v) => [v, 0])) as ImportVerdictCounts;
  for (const row of rows) counts[row.verdict] += 1;
  return counts;
}

/** One call of a preview: rows of the list and where each stands in it. */
export interface PreviewPart {
  rows: string[];
  /** The position in the whole list of each row sent. */
  at: number[];
}

export interface PreviewPlan {
  parts: PreviewPart[];
  /**
   * Repeats of an address that did not fit in its part beside its first row
   * (an address given more often than a part holds): each is a duplicate of
   * that row, with no need to ask.
   */
  overflow: { at: number; first: number }[];
}

/** What the rows of one preview call may weigh, leaving room for the rest of the body. */
const PART_BYTES = MAX_BODY_BYTES * 0.9;

/**
 * Cuts a list's rows (each the address as given) into preview calls the API
 * accepts, at most `size` rows and about a body's weight each, keeping every
 * row of one address in one call, in the list's order.
 */
export function previewParts(rows: readonly string[], size: number = MAX.batchEmails): PreviewPlan {
  const encoder = new TextEncoder();
  const weight = (row: string) => encoder.encode(JSON.stringify(row)).length + 1;
  // Rows of one address, in the order of their first row; every other row alone.
  const groups: number[][] = [];
  const byKey = new Map<string, number[]>();
  rows.forEach((row, at) => {
    const read = readEntry(row);
    const group = read.kind === 'valid' ? byKey.get(read.key) : undefined;
    if (group) {
      group.push(at);
    } else {
      groups.push([at]);
      if (read.kind === 'valid') byKey.set(read.key, groups[groups.length - 1]);
    }
  });

  const plan: PreviewPlan = { parts: [], overflow: [] };
  let part: PreviewPart = { rows: [], at: [] };
  let bytes = 0;
  const fits = (count: number, more: number) => part.rows.length + count <= size && bytes + more <= PART_BYTES;
  const flush = () => {
    if (part.rows.length > 0) plan.parts.push(part);
    part = { rows: [], at: [] };
    bytes = 0;
  };
  for (const group of groups) {
    const groupBytes = group.reduce((sum, at) => sum + weight(rows[at]), 0);
    if (!fits(group.length, groupBytes)) flush();
    for (const at of group) {
      const w = weight(rows[at]);
      if (fits(1, w)) {
        part.rows.push(rows[at]);
        part.at.push(at);
        bytes += w;
      } else {
        plan.overflow.push({ at, first: group[0] });
      }
    }
  }
  flush();
  return plan;
}

/** One part's answer, with the part it answers. */
export interface AnsweredPart {
  part: PreviewPart;
  answer: ImportPreviewAnswer;
}

/** A whole list's preview, shaped as one call's answer: a verdict per row in the list's order (`first` a position in the whole list). */
export type ImportPreview = ImportPreviewAnswer;

/**
 * Puts the answers of a list's parts together. `limit` is the last part's,
 * which the client asks with the new addresses of the parts before it.
 */
export function mergePreview(total: number, plan: PreviewPlan, answered: readonly AnsweredPart[]): ImportPreview {
  const rows: ImportPreviewRow[] = new Array(total);
  for (const { part, answer } of answered) {
    answer.rows.forEach((row, i) => {
      rows[part.at[i]] = row.first === undefined ? row : { ...row, first: part.at[row.first] };
    });
  }
  for (const { at, first } of plan.overflow) rows[at] = { verdict: 'duplicate', first };
  const missing = rows.findIndex((row) => row === undefined);
  if (rows.length !== total || missing >= 0) throw new Error(`The preview has no verdict for row ${missing}.`);
  return { rows, counts: countVerdicts(rows), limit: answered.at(-1)?.answer.limit ?? null };
}
