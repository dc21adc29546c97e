import { describe, expect, it } from 'vitest';
import {
  countVerdicts,
  mergePreview,
  previewParts,
  type ImportPreviewAnswer,
  type ImportPreviewRow,
  type PreviewPart,
} from './import-preview';

/** Answers a part as the server would for a team with no subscribers: new, or a repeat of an earlier row of the part. */
function answerOf(part: PreviewPart): ImportPreviewAnswer {
  const seen = new Map<string, number>();
  const rows = part.rows.map((row, i): ImportPreviewRow => {
    const key = row.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return { verdict: 'duplicate', first };
    seen.set(key, i);
    return row.includes('@') ? { verdict: 'new' } : { verdict: 'invalid', reason: 'Has no @.' };
  });
  return { rows, counts: countVerdicts(rows), limit: null };
}

describe('previewParts', () => {
  it('keeps a short list in one part, in its order', () => {
    const rows = ['a@x.org', 'nope', 'b@x.org'];
    expect(previewParts(rows)).toEqual({ parts: [{ rows, at: [0, 1, 2] }], overflow: [] });
  });

  it('puts every row of one address in the part of its first row, whatever the case', () => {
    const rows = ['a@x.org', 'b@x.org', 'c@x.org', 'B@x.org', 'd@x.org', 'A@X.org'];
    const { parts, overflow } = previewParts(rows, 3);
    expect(overflow).toEqual([]);
    expect(parts.map((p) => p.rows)).toEqual([['a@x.org', 'A@X.org'], ['b@x.org', 'B@x.org', 'c@x.org'], ['d@x.org']]);
    expect(parts.flatMap((p) => p.at).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const part of parts) expect(part.rows.length).toBeLessThanOrEqual(3);
  });

  it('answers repeats beyond a whole part as duplicates of the first row, without asking', () => {
    const rows = ['x@y.org', ...Array.from({ length: 5 }, () => 'dup@y.org')];
    const { parts, overflow } = previewParts(rows, 3);
    expect(parts.map((p) => p.at)).toEqual([[0], [1, 2, 3]]);
    expect(overflow).toEqual([
      { at: 4, first: 1 },
      { at: 5, first: 1 },
    ]);
  });

  it('keeps each part within a request body', () => {
    const long = (i: number) => `${'n'.repeat(60)}${i}@${'d'.repeat(60)}.example.org`;
    const rows = Array.from({ length: 12_000 }, (_, i) => long(i));
    const { parts } = previewParts(rows);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(JSON.stringify(part.rows).length).toBeLessThan(1_000_000);
  });
});

describe('mergePreview', () => {
  it('gives every row of the list its verdict, with repeats pointing at rows of the whole list', () => {
    const rows = ['a@x.org', 'b@x.org', 'oops', 'A@x.org', 'c@x.org', 'b@x.org', 'b@x.org'];
    const plan = previewParts(rows, 2);
    const merged = mergePreview(
      rows.length,
      plan,
      plan.parts.map((part) => ({ part, answer: answerOf(part) })),
    );
    expect(merged.rows.map((r) => r.verdict)).toEqual([
      'new',
      'new',
      'invalid',
      'duplicate',
      'new',
      'duplicate',
      'duplicate',
    ]);
    expect(merged.rows[3].first).toBe(0);
    expect(merged.rows[5].first).toBe(1);
    expect(merged.rows[6].first).toBe(1);
    expect(merged.counts).toMatchObject({ new: 3, added: 0, 'on-list': 0, 'opted-out': 0, duplicate: 3, invalid: 1 });
  });

  it('refuses to answer a list with a row no part answered', () => {
    const rows = ['a@x.org', 'b@x.org'];
    const plan = previewParts(rows, 1);
    expect(() => mergePreview(2, plan, [{ part: plan.parts[0], answer: answerOf(plan.parts[0]) }])).toThrow(
      'no verdict for row 1',
    );
  });
});
