import { MAX } from '@listkeep/common';
import { afterEach, describe, expect, it } from 'vitest';
import { importAddresses, importChunks, importChunkSize } from '../imports/import-addresses';
import { COLLECTIONS, type SubscriberDoc } from '../docs';
import { backfillQueryKeys } from './query-keys-backfill';
import { createSubscriber, updateSubscriber } from './subscribers';
import { tagSubscribers } from './tag-subscribers';
import { TAG_NOTE_GRACE_MS, readTeamTags } from './team-tags';
import { account, subscriberInput, testDeps } from '../../../test/support/test-deps';
import { subscriberRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

const notes = async (teamID: string) =>
  (await deps.store.collection(COLLECTIONS.teamTags).where('teamID', '==', teamID).get()).size;

describe('the team’s tags', () => {
  it('offers every tag a subscriber was given, by hand, by an import or by a tag change, once each, as the first to have it spells it', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const ann = await createSubscriber(deps, uid, {
      ...subscriberInput(teamID, 'ann@example.org', [listID]),
      tags: ['Choir'],
    });
    await updateSubscriber(deps, uid, {
      ...subscriberInput(teamID, 'ann@example.org', [listID]),
      id: ann,
      tags: ['Choir', 'Vestry'],
    });
    await importAddresses(deps, uid, {
      teamID,
      newsletterIDs: [listID],
      emails: [{ email: 'bo@example.org', name: '', notes: '', tags: ['choir', 'Youth'] }],
      notes: '',
      agreed: true,
    });
    await tagSubscribers(deps, uid, { teamID, subscriberIDs: [ann], add: 'Elders' });

    expect(await readTeamTags(deps, uid, teamID)).toEqual(['Choir', 'Elders', 'Vestry', 'Youth']);
    const other = await account(deps, 'scale');
    expect(await readTeamTags(deps, other.uid, other.teamID)).toEqual([]);
  });

  it('drops a tag nobody has any more, and forgets it once its grace has passed', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const ann = await createSubscriber(deps, uid, {
      ...subscriberInput(teamID, 'ann@example.org', [listID]),
      tags: ['Choir', 'Lent'],
    });
    await tagSubscribers(deps, uid, { teamID, subscriberIDs: [ann], remove: 'Lent' });

    expect(await readTeamTags(deps, uid, teamID)).toEqual(['Choir']);
    expect(await notes(teamID)).toBe(2);
    deps.clock.now += TAG_NOTE_GRACE_MS + 1;
    expect(await readTeamTags(deps, uid, teamID)).toEqual(['Choir']);
    expect(await notes(teamID)).toBe(1);
  });

  it('is refused to a stranger', async () => {
    const { teamID } = await account(deps, 'scale');
    const stranger = await account(deps);
    await expect(readTeamTags(deps, stranger.uid, teamID)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('notes the tags of subscribers stored before tags were noted, in the keys’ backfill', async () => {
    const { uid, teamID, listID } = await account(deps, 'scale');
    const id = await createSubscriber(deps, uid, {
      ...subscriberInput(teamID, 'ann@example.org', [listID]),
      tags: ['Choir'],
    });
    // Tags written straight to the store, as before notes existed.
    const stored = (await subscriberRef(deps.store, id).get()).data()!;
    await subscriberRef(deps.store, id).set({ ...stored, tags: ['Choir', 'Brass'] } satisfies SubscriberDoc);
    expect(await readTeamTags(deps, uid, teamID)).toEqual(['Choir']);

    await backfillQueryKeys(deps.store);
    expect(await readTeamTags(deps, uid, teamID)).toEqual(['Brass', 'Choir']);
  });
});

describe('an import’s transactions', () => {
  const rows = (n: number, tags: (i: number) => string[]) => Array.from({ length: n }, (_, i) => ({ tags: tags(i) }));

  it('hold as many rows as the cap allows when the rows share their tags', () => {
    const chunks = [
      ...importChunks(
        rows(1000, () => ['vip', 'choir']),
        500,
        1,
      ),
    ];
    expect(chunks[0]).toHaveLength(importChunkSize(500, 1) - 1);
    expect(chunks.flat()).toHaveLength(1000);
  });

  it('keep within the cap when each row brings tags of its own', () => {
    const own = (i: number) => Array.from({ length: MAX.tagsPerSubscriber }, (_, t) => `r${i}t${t}`);
    const chunks = [...importChunks(rows(300, own), 500, 2)];
    for (const chunk of chunks) {
      const tags = new Set(chunk.flatMap((row) => row.tags));
      expect(chunk.length * 4 + tags.size + 4 + 2).toBeLessThanOrEqual(500);
    }
    expect(chunks.flat()).toHaveLength(300);
  });
});
