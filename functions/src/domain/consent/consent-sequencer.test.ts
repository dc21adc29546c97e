import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CHAIN_HEAD, type ChainHead } from '@listkeep/common';
import { hashEmail } from '../../services/email-hash';
import { chainLink, consentLog } from './consent';
import {
  CONSENT_LEASE_MS,
  consentHeadRef,
  readConsentHead,
  sequenceConsent,
  sequenceLeased,
  sequencePending,
} from './consent-sequencer';
import { storedChain } from '../../../test/support/consent-test-support';
import { COLLECTIONS, type ConsentDoc } from '../docs';
import { account, testDeps } from '../../../test/support/test-deps';
import { teamRef } from '../records';

let deps = testDeps();
afterEach(async () => {
  await deps.store.close();
  deps = testDeps();
});

/** Writes one pending record per address in one transaction, as a change does, all at `at`. */
async function write(teamID: string, addresses: string[], at: number) {
  await deps.store.runTransaction(async (tx) => {
    const log = consentLog(tx, deps, teamID);
    for (const email of addresses) log.write({ newsletterID: 'list', email, action: 'opt-in', source: 'import', at });
  });
}

async function records(teamID: string): Promise<ConsentDoc[]> {
  const snaps = await deps.store.collection<ConsentDoc>(COLLECTIONS.consent).where('teamID', '==', teamID).get();
  return snaps.docs.map((snap) => snap.data()!).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.org`);

describe('the consent sequencer', () => {
  it('leaves a change’s records pending, then chains them by time and, within one change, as written', async () => {
    const { teamID } = await account(deps);
    const t = deps.clock.now;
    await write(teamID, addresses('late', 3), t + 1000);
    await write(teamID, addresses('early', 12), t);
    const before = await records(teamID);
    expect(before.every((r) => r.pending === true && r.seq === undefined && r.hash === undefined)).toBe(true);
    expect((await deps.store.doc(`${COLLECTIONS.consentHeads}/${teamID}`).get()).exists).toBe(false);

    deps.clock.now = t + 5000;
    expect(await sequenceConsent(deps, teamID)).toBe(15);
    const after = await records(teamID);
    // The 12 earlier ones first, in the order written, then the 3 later ones.
    const order = [...addresses('early', 12), ...addresses('late', 3)].map((email) =>
      hashEmail(deps.hashSecret, email),
    );
    expect(after.map((r) => r.emailHash)).toEqual(order);
    expect(after.map((r) => r.seq)).toEqual(order.map((_, i) => i + 1));
    expect(after.every((r) => r.pending === undefined && r.sequencedAt === t + 5000)).toBe(true);
    expect(await readConsentHead(deps.store, teamID)).toEqual({ seq: 15, hash: after.at(-1)!.hash });
    const { records: chain, head } = await storedChain(deps.store, teamID);
    expect(chain).toHaveLength(15);
    expect(head.seq).toBe(15);
    expect(await sequenceConsent(deps, teamID)).toBe(0);
  });

  it('chains more records than one transaction holds, a batch at a time, into one whole chain', async () => {
    const { teamID } = await account(deps);
    await write(teamID, addresses('p', 40), deps.clock.now);
    expect(await sequenceConsent(deps, teamID, 7)).toBe(40);
    const { records: chain } = await storedChain(deps.store, teamID);
    expect(chain.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await records(teamID)).filter((r) => r.pending)).toEqual([]);
  });

  it('continues the chain of a team whose head its team document kept', async () => {
    const { teamID } = await account(deps);
    // Two records chained as before the head had a document of its own.
    let head: ChainHead = EMPTY_CHAIN_HEAD;
    for (const emailHash of ['old-one', 'old-two']) {
      const said = { newsletterID: 'list', emailHash, action: 'opt-in', source: 'dashboard', at: 1 } as const;
      const link = chainLink(teamID, head, said);
      await deps.store
        .collection(COLLECTIONS.consent)
        .doc()
        .create({ teamID, ...said, ...link });
      head = { seq: link.seq, hash: link.hash };
    }
    await teamRef(deps.store, teamID).update({ consentHead: head });

    await write(teamID, addresses('new', 3), deps.clock.now);
    await sequenceConsent(deps, teamID);
    const { records: chain, head: now } = await storedChain(deps.store, teamID);
    expect(chain.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(chain[2].prev).toBe(head.hash);
    expect(now.seq).toBe(5);
    expect((await consentHeadRef(deps.store, teamID).get()).data()?.head).toEqual(now);
  });

  it('does not fork the chain when runs for one team overlap', async () => {
    const { teamID } = await account(deps);
    await write(teamID, addresses('a', 30), deps.clock.now);
    const runs = await Promise.all([1, 2, 3, 4].map(() => sequenceConsent(deps, teamID, 4)));
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(30);
    const chained = await records(teamID);
    expect(new Set(chained.map((r) => r.seq)).size).toBe(30);
    const { records: chain } = await storedChain(deps.store, teamID);
    expect(chain).toHaveLength(30);
  });

  it('sweeps every team with pending records, and each team’s chain stays its own', async () => {
    const one = await account(deps);
    const two = await account(deps);
    await write(one.teamID, addresses('x', 3), deps.clock.now);
    await write(two.teamID, addresses('y', 2), deps.clock.now);
    expect(await sequencePending(deps)).toBe(5);
    expect((await readConsentHead(deps.store, one.teamID)).seq).toBe(3);
    expect((await readConsentHead(deps.store, two.teamID)).seq).toBe(2);
    expect(await sequencePending(deps)).toBe(0);
  });

  it('leaves a team another run holds to that run, and gives the team up when done', async () => {
    const { teamID } = await account(deps);
    await write(teamID, addresses('a', 5), deps.clock.now);
    const lease = deps.store.doc(`${COLLECTIONS.consentLeases}/${teamID}`);
    await lease.create({ teamID, holder: 'another run', until: deps.clock.now + CONSENT_LEASE_MS });

    expect(await sequenceLeased(deps, teamID)).toBe('busy');
    expect(await sequencePending(deps)).toBe(0);
    expect((await records(teamID)).every((r) => r.pending)).toBe(true);

    await lease.delete();
    expect(await sequenceLeased(deps, teamID)).toBe(5);
    expect((await lease.get()).exists).toBe(false);
  });

  it('takes over the lease of a run that died', async () => {
    const { teamID } = await account(deps);
    await write(teamID, addresses('a', 3), deps.clock.now);
    const lease = deps.store.doc(`${COLLECTIONS.consentLeases}/${teamID}`);
    await lease.create({ teamID, holder: 'a run that died', until: deps.clock.now + CONSENT_LEASE_MS });
    deps.clock.now += CONSENT_LEASE_MS + 1;

    expect(await sequencePending(deps)).toBe(3);
    expect((await lease.get()).exists).toBe(false);
  });
});
