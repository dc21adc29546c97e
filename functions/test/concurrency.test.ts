/**
 * Writers racing each other through the API, on whichever store the stack
 * runs (SQLite, or the Firestore emulator, where contention makes the SDK
 * retry transactions): every answer is a success or a 503 that changed
 * nothing, and afterwards every counter equals a recount of the documents.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, post } from './support/api';
import { del, newsletterBody, owner, put, subscriberBody } from './support/fixtures';
import { recountedCounts, stackStore, storedCounts } from './support/store';

let retried = 0;

/** Sends a call again while it answers 503, as a client told to retry would (bounded). */
async function untilServed(send: () => Promise<ApiAnswer>, tries = 5): Promise<ApiAnswer> {
  let answer = await send();
  for (let i = 1; i < tries && answer.status === 503; i++) {
    expect(answer.body.error.code).toBe('unavailable');
    retried += 1;
    await new Promise((r) => setTimeout(r, 200 * i));
    answer = await send();
  }
  return answer;
}

describe('concurrent writers', () => {
  afterAll(() => console.log(`concurrent writers: ${retried} call(s) answered 503 and were sent again`));

  it('20 concurrent edits of one subscriber all land as whole edits; counters equal a recount', async () => {
    const team = await owner('team');
    const lists = [team.listID];
    for (const name of ['Second', 'Third']) {
      const made = await post('/newsletters', newsletterBody(team.teamID, { newsletterName: name }), team.idToken);
      expect(made.status).toBe(201);
      lists.push(made.body.id);
    }
    const created = await post(
      '/subscribers',
      subscriberBody(team.teamID, 'race@example.org', [lists[0]]),
      team.idToken,
    );
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    // Edit i puts the subscriber on the lists of the bits of i, with its own note.
    const choice = (i: number) => lists.filter((_, bit) => (i >> bit) & 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        untilServed(() =>
          put(
            `/subscribers/${id}`,
            subscriberBody(team.teamID, 'race@example.org', choice(i), { notes: `edit ${i}` }),
            team.idToken,
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const doc = (await stackStore().doc(`subscribers/${id}`).get()).data() as {
      notes: string;
      subscribedIDs: string[];
    };
    const winner = Number(/^edit (\d+)$/.exec(doc.notes)?.[1]);
    expect([...doc.subscribedIDs].sort()).toEqual([...choice(winner)].sort());
    expect(await storedCounts(team.teamID)).toEqual(await recountedCounts(team.teamID));
  });

  it('an import racing the deletion of its list leaves counters equal to a recount', async () => {
    const team = await owner('team');
    const doomed = await post('/newsletters', newsletterBody(team.teamID, { newsletterName: 'Doomed' }), team.idToken);
    expect(doomed.status).toBe(201);
    const emails = Array.from({ length: 300 }, (_, i) => `racer${i}@example.org`);

    const [imported, deleted] = await Promise.all([
      untilServed(() =>
        post(
          '/batchSubscribers',
          { emails, newsletterIDs: [team.listID, doomed.body.id], teamID: team.teamID, notes: '' },
          team.idToken,
        ),
      ),
      new Promise<ApiAnswer>((r) => setTimeout(r, 50)).then(() =>
        untilServed(() => del(`/newsletters/${doomed.body.id}`, team.idToken)),
      ),
    ]);
    // The import may lose its second list halfway (404 for the rest) or finish first.
    expect([200, 404]).toContain(imported.status);
    expect(deleted.status).toBe(200);
    expect((await stackStore().doc(`newsletters/${doomed.body.id}`).get()).exists).toBe(false);

    const counts = await storedCounts(team.teamID);
    expect(counts).toEqual(await recountedCounts(team.teamID));
    expect(Object.keys(counts.lists)).toEqual([team.listID]);
    // Subscribers the import made are all still there, on the remaining list.
    const remaining = await stackStore().collection('subscribers').where('teamId', '==', team.teamID).get();
    for (const s of remaining.docs) {
      expect((s.data() as { subscribedIDs: string[] }).subscribedIDs).toEqual([team.listID]);
    }
  });
});
