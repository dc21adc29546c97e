import { describe, expect, it } from 'vitest';
import { clearAccountDraft, readAccountDraft, writeAccountDraft } from './account-draft';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('account step draft', () => {
  it('gives back what was typed, for the same account only, until it is cleared', () => {
    const store = memoryStore();
    writeAccountDraft('u1', { name: 'Ann Lee', newsletterName: 'Parish Notes' }, store);
    expect(readAccountDraft('u1', store)).toEqual({ name: 'Ann Lee', newsletterName: 'Parish Notes' });
    expect(readAccountDraft('u2', store)).toBeNull();
    clearAccountDraft('u1', store);
    expect(readAccountDraft('u1', store)).toBeNull();
  });

  it('ignores a kept value of another shape', () => {
    const store = memoryStore();
    store.setItem('welcomeDraft:u1', '{"name": 3}');
    expect(readAccountDraft('u1', store)).toBeNull();
    store.setItem('welcomeDraft:u1', 'not json');
    expect(readAccountDraft('u1', store)).toBeNull();
  });

  it('works on without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    writeAccountDraft('u1', { name: 'Ann', newsletterName: '' }, broken);
    expect(readAccountDraft('u1', broken)).toBeNull();
    clearAccountDraft('u1', broken);
  });
});
