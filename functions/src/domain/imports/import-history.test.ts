import { describe, expect, it } from 'vitest';
import type { SubscriberDoc } from '../docs';
import { takeOffImportedLists, undoChunkSize, undoStep } from './import-history';
import { newSubscriberDoc, subscribe, unsubscribe } from '../subscribers/subscribers';

/** A subscriber on L0 since t=500, then put on `lists` by import `imp` at t=1000 (created by it when `created`). */
function imported(lists: string[], created = false): SubscriberDoc {
  const doc = newSubscriberDoc('team', 'ann@x.org', {}, created ? 1000 : 500);
  if (!created) subscribe(doc, 'L0', 500, 'dashboard');
  for (const listID of lists) subscribe(doc, listID, 1000, 'batch import');
  doc.modifiedAt = 1000;
  doc.lastImport = { id: 'imp', at: 1000, created, listIDs: lists };
  return doc;
}

describe('undoStep', () => {
  it('removes a subscriber the import created and nobody changed since', () => {
    expect(undoStep(imported(['L1'], true), 'imp')).toBe('remove');
  });

  it('takes an existing subscriber off the lists the import added when nobody changed it since', () => {
    expect(undoStep(imported(['L1']), 'imp')).toBe('take-off');
  });

  it('leaves alone what changed since, what another import wrote last, and what is gone', () => {
    const edited = imported(['L1'], true);
    edited.modifiedAt = 1500;
    expect(undoStep(edited, 'imp')).toBe('leave');
    const left = imported(['L1']);
    unsubscribe(left, 'L1', 1500);
    left.modifiedAt = 1500;
    expect(undoStep(left, 'imp')).toBe('leave');
    expect(undoStep(imported(['L1']), 'another')).toBe('leave');
    expect(undoStep(undefined, 'imp')).toBe('leave');
  });
});

describe('takeOffImportedLists', () => {
  it('puts the subscriber back as it was before the import, with no opt-out left behind', () => {
    const doc = imported(['L1', 'L2']);
    expect(takeOffImportedLists(doc, 3000)).toEqual([
      { listID: 'L1', since: 1000 },
      { listID: 'L2', since: 1000 },
    ]);
    expect(doc).toMatchObject({
      joinedNewsletterIDs: ['L0'],
      subscribedNewsletterIDs: ['L0'],
      lastSubscribeEvent: 500,
      modifiedAt: 3000,
    });
    expect(Object.keys(doc.subscriptionMeta)).toEqual(['L0']);
    expect(doc.lastImport).toBeUndefined();
  });

  it('passes over a list deleted since', () => {
    const doc = imported(['L1', 'L2']);
    delete doc.subscriptionMeta.L2;
    doc.joinedNewsletterIDs = doc.joinedNewsletterIDs.filter((id) => id !== 'L2');
    doc.subscribedNewsletterIDs = doc.subscribedNewsletterIDs.filter((id) => id !== 'L2');
    expect(takeOffImportedLists(doc, 3000)).toEqual([{ listID: 'L1', since: 1000 }]);
    expect(doc.joinedNewsletterIDs).toEqual(['L0']);
  });
});

describe('undoChunkSize', () => {
  it('fits a subscriber with an opt-out per list, the team, the entry and the lists in a 500-write cap', () => {
    expect(undoChunkSize(Infinity, 3)).toBe(2000);
    for (const lists of [1, 2, 5, 20]) {
      const n = undoChunkSize(500, lists);
      expect(n * (1 + lists) + 2 + lists, `${lists} lists`).toBeLessThanOrEqual(500);
    }
  });
});
