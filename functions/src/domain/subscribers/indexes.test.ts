import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_INDEXES } from './indexes';

describe('firestore.indexes.json', () => {
  it('declares every composite query the domain runs', () => {
    const file = JSON.parse(readFileSync(join(__dirname, '../../../../firestore.indexes.json'), 'utf8'));
    const declared = file.indexes.map(
      (ix: { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }) => ({
        collection: ix.collectionGroup,
        fields: ix.fields.map((f) => ({ field: f.fieldPath, order: f.order ?? f.arrayConfig })),
      }),
    );
    expect(declared).toEqual(expect.arrayContaining(QUERY_INDEXES));
  });
});
