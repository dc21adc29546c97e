/**
 * Writers racing each other through the API, on whichever store it runs
 * (SQLite, or the Firestore emulator, where contention makes the SDK retry
 * transactions): every answer is a success or a 503 that changed nothing,
 * and afterwards every counter equals a recount of the documents.
 */
import type { CallName } from '@listkeep/common';
import { afterAll, describe, expect, it } from 'vitest';
import { type CallAnswer, call, errorOf } from './support/client';
import { owner } from './support/fixtures';
import { newList, newSubscriber, subscriberBody } from './support/team-content';
import { recountedCounts, storedCounts, testStore } from './support/store';

let retried = 0;

/** Sends a call again while it answers 503, as a client told to retry would (bounded). */
async function untilServed<K extends CallName>(send: () => Promise<CallAnswer<K>>, tries = 5): Promise<CallAnswer<K>> {
  let answer = await send();
  for (let i = 1; i < tries && answer.status === 503; i++) {
    expect(errorOf(answer).code).toBe('unavailable');
    retried += 1;
    await new Promise((r) => setTimeout(r, 200 * i));
    answer = await send();
  }
  return answer;
}

describe('concurrent writers', () => {
  afterAll(() => console.log(`concurrent writers: ${retried} call(s) answered 503 and were sent again`));

  it('20 concurrent edits of one subscriber all land as whole edits; counters equal a recount', async () => {
    const team = await owner('group');
    const lists = [team.listID];
    for (const name of ['Second', 'Third']) lists.push(await newList(team, { newsletterName: name }));
    const id = await newSubscriber(team, 'race@example.org', [lists[0]]);

    // Edit i puts the subscriber on the lists of the bits of i, with its own note.
    const choice = (i: number) => lists.filter((_, bit) => (i >> bit) & 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        untilServed(() =>
          call(
            'updateSubscriber',
            { ...subscriberBody(team.teamID, 'race@example.org', choice(i), { notes: `edit ${i}` }), id },
            { as: team },
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const doc = (await testStore().doc(`subscribers/${id}`).get()).data() as {
      notes: string;
      subscribedNewsletterIDs: string[];
    };
    const winner = Number(/^edit (\d+)$/.exec(doc.notes)?.[1]);
    expect([...doc.subscribedNewsletterIDs].sort()).toEqual([...choice(winner)].sort());
    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
  });

  it('an import racing the deletion of its list leaves counters equal to a recount', async () => {
    const team = await owner('group');
    const doomed = await newList(team, { newsletterName: 'Doomed' });
    const emails = Array.from({ length: 300 }, (_, i) => `racer${i}@example.org`);

    const [imported, deleted] = await Promise.all([
      untilServed(() =>
        call(
          'batchSubscribers',
          { emails, newsletterIDs: [team.listID, doomed], teamID: team.teamID, notes: '', agreed: true },
          { as: team },
        ),
      ),
      new Promise((r) => setTimeout(r, 50)).then(() =>
        untilServed(() => call('deleteNewsletter', { id: doomed }, { as: team })),
      ),
    ]);
    // The import may lose its second list halfway (404 for the rest) or finish first.
    expect([200, 404]).toContain(imported.status);
    expect(deleted.status).toBe(200);
    expect((await testStore().doc(`newsletters/${doomed}`).get()).exists).toBe(false);

    const counts = await storedCounts(team.teamID);
    expect(counts).toEqual(await recountedCounts(team.teamID));
    expect(Object.keys(counts.lists)).toEqual([team.listID]);
    // Subscribers the import made are all still there, on the remaining list.
    const remaining = await testStore().collection('subscribers').where('teamID', '==', team.teamID).get();
    // A whole import made all 300; one cut short by the deletion made some before losing its list.
    if (imported.status === 200) expect(remaining.size).toBe(300);
    expect(remaining.size).toBe(counts.team.subscribers);
    for (const s of remaining.docs) {
      expect((s.data() as { subscribedNewsletterIDs: string[] }).subscribedNewsletterIDs).toEqual([team.listID]);
    }
  });
});
