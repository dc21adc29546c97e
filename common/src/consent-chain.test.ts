import { describe, expect, it } from 'vitest';
import {
  CHAIN_FORMAT,
  CHAIN_START,
  ChainCheck,
  EMPTY_CHAIN_HEAD,
  chainFromPages,
  RECEIPT_FORMAT,
  checkReceipt,
  checkReceiptPages,
  consentRecordText,
  receiptVerdictText,
  sha256Hex,
  verifyChain,
  verifyChainPages,
  type ChainHead,
  type ChainRecord,
  type ConsentChainFile,
  type ConsentReceipt,
} from './consent-chain';
import {
  CONSENT_FILE_MESSAGES,
  ChainFileWriter,
  ConsentFileError,
  openChainFile,
  readConsentFile,
  type ChainFileParts,
} from './consent-files';

const TEAM = 'Team0000000000000000';
const ANN = 'hash-of-ann';
const BOB = 'hash-of-bob';

type Said = Pick<ChainRecord, 'emailHash' | 'action' | 'newsletterID' | 'source'>;

/** Chains `said` after `from`, as the server appends records. */
async function extend(records: ChainRecord[], said: Said[], teamID = TEAM): Promise<ChainRecord[]> {
  const out = [...records];
  for (const s of said) {
    const last = out.at(-1);
    const fields = { ...s, seq: out.length + 1, prev: last?.hash ?? CHAIN_START, at: 1_700_000_000_000 + out.length };
    out.push({ ...fields, hash: await sha256Hex(consentRecordText(teamID, fields)) });
  }
  return out;
}

const headOf = (records: ChainRecord[]): ChainHead =>
  records.length ? { seq: records.length, hash: records.at(-1)!.hash } : EMPTY_CHAIN_HEAD;

const chainFile = (records: ChainRecord[], head = headOf(records)): ConsentChainFile => ({
  format: CHAIN_FORMAT,
  version: 1,
  teamID: TEAM,
  exportedAt: '2026-11-21T12:00:00.000Z',
  head,
  records,
});

function receiptOf(records: ChainRecord[], emailHash: string): ConsentReceipt {
  return {
    format: RECEIPT_FORMAT,
    version: 1,
    teamID: TEAM,
    sender: 'Harbour Runners',
    address: 'ann@example.org',
    emailHash,
    issuedAt: '2026-11-21T12:00:00.000Z',
    head: headOf(records),
    records: records
      .filter((r) => r.emailHash === emailHash)
      .map((r) => ({ ...r, time: new Date(r.at).toISOString(), list: 'News', how: r.source })),
    unchained: [],
  };
}

const said = (emailHash: string, action: 'opt-in' | 'opt-out', newsletterID = 'list1'): Said => ({
  emailHash,
  action,
  newsletterID,
  source: action === 'opt-in' ? 'subscribe page' : 'one-click unsubscribe',
});

/** Ann's opt-in, Bob's, Ann's opt-out, Bob's second list. */
const sample = () =>
  extend([], [said(ANN, 'opt-in'), said(BOB, 'opt-in'), said(ANN, 'opt-out'), said(BOB, 'opt-in', 'list2')]);

describe('consentRecordText', () => {
  it('covers every field, so records differing in any one hash differently', async () => {
    const base = {
      seq: 1,
      prev: CHAIN_START,
      newsletterID: 'l',
      emailHash: 'e',
      action: 'opt-in',
      source: 's',
      at: 1,
    } as const;
    const variants = [
      base,
      { ...base, seq: 2 },
      { ...base, prev: 'f'.repeat(64) },
      { ...base, newsletterID: 'm' },
      { ...base, emailHash: 'x' },
      { ...base, action: 'opt-out' as const },
      { ...base, source: 't' },
      { ...base, at: 2 },
    ];
    const hashes = await Promise.all(variants.map((v) => sha256Hex(consentRecordText(TEAM, v))));
    expect(new Set(hashes).size).toBe(variants.length);
    expect(await sha256Hex(consentRecordText('Other000000000000000', base))).not.toBe(hashes[0]);
    // Fields cannot run into each other: a source with the separator in it stays one field.
    expect(consentRecordText(TEAM, { ...base, source: 's","1' })).not.toBe(
      consentRecordText(TEAM, { ...base, source: 's', at: 1 }),
    );
  });

  it('hashes as SHA-256 of the UTF-8 text, in hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('é')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyChain', () => {
  it('accepts a whole chain, and an empty one at the empty head', async () => {
    const records = await sample();
    expect(await verifyChain(TEAM, records, headOf(records))).toEqual({ ok: true, records: 4, problem: null });
    expect(await verifyChain(TEAM, [], EMPTY_CHAIN_HEAD)).toMatchObject({ ok: true });
  });

  it('finds a changed record, a removed one, one slipped in, and a head that does not match', async () => {
    const records = await sample();
    const head = headOf(records);
    const changed = records.map((r) => (r.seq === 3 ? { ...r, action: 'opt-in' as const } : r));
    expect((await verifyChain(TEAM, changed, head)).problem).toBe(
      'Record 3 was changed: its contents no longer match its hash.',
    );
    const removed = records.filter((r) => r.seq !== 2);
    expect((await verifyChain(TEAM, removed, head)).problem).toBe(
      'Record 2 is missing from the chain (the next one is record 3).',
    );
    // Removed and renumbered with fresh hashes: the record after it no longer follows.
    const renumbered = await extend([], [said(ANN, 'opt-in'), said(ANN, 'opt-out')]);
    const spliced = [renumbered[0], { ...records[2], seq: 2 }];
    expect((await verifyChain(TEAM, spliced, headOf(spliced))).ok).toBe(false);
    const [first, ...rest] = records;
    const inserted = [first, ...(await extend([first], [said(BOB, 'opt-out')])).slice(1), ...rest];
    expect((await verifyChain(TEAM, inserted, head)).ok).toBe(false);
    expect((await verifyChain(TEAM, records, { seq: 4, hash: records[2].hash })).problem).toBe(
      "The chain's head does not match its last record (4).",
    );
    expect((await verifyChain(TEAM, records.slice(0, 3), head)).problem).toBe(
      'The chain stops at record 3, but its head names record 4.',
    );
    expect((await verifyChain('Other000000000000000', records, head)).problem).toContain('Record 1 was changed');
  });
});

describe('checkReceipt', () => {
  it('confirms a receipt against the chain it came from, and one exported later', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    expect(await checkReceipt(receipt, chainFile(records))).toEqual({
      ok: true,
      problems: [],
      confirmed: 2,
      newer: 0,
      unchecked: 0,
      sequencedSince: 0,
      unsequenced: 0,
    });
    const later = await extend(records, [said(ANN, 'opt-in'), said(BOB, 'opt-out')]);
    expect(await checkReceipt(receipt, chainFile(later))).toMatchObject({ ok: true, confirmed: 2, newer: 1 });
  });

  it('waits for a record not yet sequenced, and confirms it once a later chain holds it', async () => {
    const records = await sample();
    const later = await extend(records, [said(BOB, 'opt-in'), said(ANN, 'opt-out', 'list2')]);
    const { newsletterID, emailHash, action, source, at } = later.at(-1)!;
    const waiting = { newsletterID, emailHash, action, source, at, time: '', list: 'News', how: source };
    const receipt = { ...receiptOf(records, ANN), unsequenced: [waiting] };

    const now = await checkReceipt(receipt, chainFile(records));
    expect(now).toMatchObject({ ok: true, confirmed: 2, sequencedSince: 0, unsequenced: 1, newer: 0 });
    expect(receiptVerdictText(now, headOf(records))).toEqual([
      expect.stringContaining('The receipt checks out: its 2 records are in the team'),
      '1 record of the receipt is not yet sequenced: export the chain again in a minute and check again.',
    ]);

    const then = await checkReceipt(receipt, chainFile(later));
    expect(then).toMatchObject({ ok: true, confirmed: 2, sequencedSince: 1, unsequenced: 0, newer: 0 });
    expect(receiptVerdictText(then, headOf(later))[0]).toContain('its 3 records are in the team');

    const changed = { ...receipt, unsequenced: [{ ...receipt.unsequenced[0], action: 'opt-in' as const }] };
    expect(await checkReceipt(changed, chainFile(later))).toMatchObject({ ok: true, sequencedSince: 0, newer: 1 });
  });

  it('finds a receipt changed after download', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    receipt.records[1] = { ...receipt.records[1], action: 'opt-in' };
    const verdict = await checkReceipt(receipt, chainFile(records));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual(['Record 3 of the receipt was changed after it was made.']);
    expect(verdict.confirmed).toBe(1);
  });

  it('finds a record of the address dropped from the receipt, or a record of another address added', async () => {
    const records = await sample();
    const dropped = receiptOf(records, ANN);
    dropped.records = dropped.records.slice(1);
    expect((await checkReceipt(dropped, chainFile(records))).problems).toEqual([
      'The chain holds record 1 of this address, which the receipt does not list.',
    ]);
    const foreign = receiptOf(records, ANN);
    foreign.records.push({ ...records[1], time: '', list: null, how: '' });
    expect((await checkReceipt(foreign, chainFile(records))).problems).toEqual([
      'Record 2 of the receipt is about another address.',
    ]);
  });

  it('finds a chain rewritten since the receipt, and a chain changed in place', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    // Ann's opt-out taken out and the rest chained again: a whole chain, but not the one the receipt saw.
    const rewritten = await extend([], [said(ANN, 'opt-in'), said(BOB, 'opt-in'), said(BOB, 'opt-in', 'list2')]);
    const moreOnTop = await extend(rewritten, [said(BOB, 'opt-out')]);
    const verdict = await checkReceipt(receipt, chainFile(moreOnTop));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toContain(
      'The chain was rewritten since the receipt was made: its record 4 is not the one the receipt names as its head.',
    );
    expect(verdict.problems).toContain('Record 3 of the receipt is not in the chain as the receipt has it.');

    const changed = records.map((r) => (r.seq === 2 ? { ...r, source: 'import' } : r));
    expect((await checkReceipt(receipt, chainFile(changed))).problems).toEqual([
      'The chain is not intact. Record 2 was changed: its contents no longer match its hash.',
    ]);
  });

  it('asks for a newer export when the chain ends before the receipt, and refuses another team’s chain', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    const older = records.slice(0, 2);
    expect((await checkReceipt(receipt, chainFile(older))).problems).toEqual([
      "The chain ends at record 2, before the receipt's head (record 4): export the chain again and check with that.",
    ]);
    expect((await checkReceipt(receipt, { ...chainFile(records), teamID: 'Other000000000000000' })).problems).toEqual([
      'The receipt and the chain belong to different teams.',
    ]);
  });

  it('counts records from before the chain as unchecked', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    receipt.unchained = [{ ...said(ANN, 'opt-in'), at: 1, time: '1970-01-01T00:00:00.001Z', list: 'News', how: '' }];
    expect(await checkReceipt(receipt, chainFile(records))).toMatchObject({ ok: true, confirmed: 2, unchecked: 1 });
  });
});

/** The records in pages of `size`, as GET /consentChain answers them. */
function pagesOf(records: ChainRecord[], size: number): ChainRecord[][] {
  const pages: ChainRecord[][] = [];
  for (let start = 0; start < records.length; start += size) pages.push(records.slice(start, start + size));
  return pages;
}

/** The chain's records as pages of `size`, counting the pages pulled. */
function countedPages(records: ChainRecord[], size: number) {
  const counted = { pulled: 0 };
  async function* pages() {
    for (const page of pagesOf(records, size)) {
      counted.pulled += 1;
      yield page;
    }
  }
  return { counted, pages: pages() };
}

/** The receipt checked as the dashboard checks it: page by page, stopping once the verdict is certain. */
async function checkInPages(receipt: ConsentReceipt, chain: ConsentChainFile, size: number) {
  const { counted, pages } = countedPages(chain.records, size);
  let read = 0;
  const verdict = await checkReceiptPages(receipt, { ...chain, pages }, { onRead: (n) => (read = n) });
  return { verdict, pagesRead: counted.pulled, read };
}

/** Twelve records: Ann's and Bob's, on two lists, with Ann's at 1, 4, 7 and 10. */
const longer = () =>
  extend(
    [],
    Array.from({ length: 12 }, (_, i) =>
      said(i % 3 === 0 ? ANN : BOB, i % 2 === 0 ? 'opt-in' : 'opt-out', i % 4 < 2 ? 'list1' : 'list2'),
    ),
  );

describe('ChainCheck, page by page', () => {
  it('gives the verdict of the whole chain at every page size, for a whole chain and a broken one', async () => {
    const records = await longer();
    const head = headOf(records);
    const broken: [string, ChainRecord[], ChainHead][] = [
      ['whole', records, head],
      ['changed in a later page', records.map((r) => (r.seq === 10 ? { ...r, source: 'import' } : r)), head],
      ['one removed', records.filter((r) => r.seq !== 7), head],
      ['two swapped', [...records.slice(0, 5), records[6], records[5], ...records.slice(7)], head],
      ['repeated', [...records.slice(0, 8), records[7], ...records.slice(8)], head],
      ['cut short', records.slice(0, 9), head],
      ['longer than its head', records, headOf(records.slice(0, 11))],
    ];
    for (const [what, chain, chainHead] of broken) {
      const whole = await verifyChain(TEAM, chain, chainHead);
      for (const size of [1, 2, 5, 11, chain.length]) {
        const check = new ChainCheck(TEAM, chainHead);
        for (const page of pagesOf(chain, size)) await check.add(page);
        expect(check.verdict(), `${what}, pages of ${size}`).toEqual(whole);
      }
    }
  });

  it('finds a record changed in a later page, stopping its checks there but counting what follows', async () => {
    const records = await longer();
    const changed = records.map((r) => (r.seq === 9 ? { ...r, newsletterID: 'list3' } : r));
    const check = new ChainCheck(TEAM, headOf(records));
    const [first, second, third] = pagesOf(changed, 5);
    await check.add(first);
    expect(check.problem).toBeNull();
    await check.add(second);
    expect(check.problem).toBe('Record 9 was changed: its contents no longer match its hash.');
    await check.add(third);
    expect(check.verdict()).toEqual({
      ok: false,
      records: 12,
      problem: 'Record 9 was changed: its contents no longer match its hash.',
    });
  });

  it('finds a record missing at a page boundary, and a chain whose next page never came', async () => {
    const records = await longer();
    const head = headOf(records);
    const check = new ChainCheck(TEAM, head);
    await check.add(records.slice(0, 6));
    await check.add(records.slice(7));
    expect(check.verdict().problem).toBe('Record 7 is missing from the chain (the next one is record 8).');

    const short = new ChainCheck(TEAM, head);
    await short.add(records.slice(0, 6));
    expect(short.verdict()).toEqual({
      ok: false,
      records: 6,
      problem: 'The chain stops at record 6, but its head names record 12.',
    });
    expect(await new ChainCheck(TEAM, EMPTY_CHAIN_HEAD).verdict()).toEqual({ ok: true, records: 0, problem: null });
  });

  it('stops reading pages at the first problem', async () => {
    const records = await longer();
    const changed = records.map((r) => (r.seq === 6 ? { ...r, source: 'import' } : r));
    const { counted, pages } = countedPages(changed, 5);
    expect(await verifyChainPages({ teamID: TEAM, head: headOf(records), pages })).toEqual({
      ok: false,
      records: 10,
      problem: 'Record 6 was changed: its contents no longer match its hash.',
    });
    expect(counted.pulled).toBe(2);
    const whole = countedPages(records, 5);
    expect(await verifyChainPages({ teamID: TEAM, head: headOf(records), pages: whole.pages })).toMatchObject({
      ok: true,
      records: 12,
    });
    expect(whole.counted.pulled).toBe(3);
  });

  it('checks a chain longer than one group of hashes, across its groups', async () => {
    const records = await extend(
      [],
      Array.from({ length: 2500 }, (_, i) => said(i % 2 ? ANN : BOB, 'opt-in')),
    );
    const check = new ChainCheck(TEAM, headOf(records));
    for (const page of pagesOf(records, 1300)) await check.add(page);
    expect(check.verdict()).toEqual({ ok: true, records: 2500, problem: null });
    const changed = records.map((r) => (r.seq === 1999 ? { ...r, at: r.at + 1 } : r));
    expect((await verifyChain(TEAM, changed, headOf(records))).problem).toBe(
      'Record 1999 was changed: its contents no longer match its hash.',
    );
  });
});

describe('chainFromPages', () => {
  it('reads the chain up to the first page’s head, each page after the one it names', async () => {
    const records = await longer();
    // Two records appended after the first page was read: the chain stops at the head it named.
    const more = await extend(records, [said(ANN, 'opt-in'), said(BOB, 'opt-in')]);
    const asked: [number, number | undefined][] = [];
    const chain = await chainFromPages(TEAM, async (after, upTo) => {
      asked.push([after, upTo]);
      const now = asked.length === 1 ? records : more;
      const page = now.filter((r) => r.seq > after && r.seq <= (upTo ?? now.length)).slice(0, 5);
      const last = page.at(-1)?.seq ?? 0;
      return { head: headOf(now), records: page, next: last < (upTo ?? now.length) ? last : null };
    });
    expect(chain.head).toEqual(headOf(records));
    expect(await verifyChainPages(chain)).toEqual({ ok: true, records: 12, problem: null });
    expect(asked).toEqual([
      [0, undefined],
      [5, 12],
      [10, 12],
    ]);
  });
});

describe('ReceiptCheck, page by page', () => {
  const receiptCases = async (): Promise<[string, ConsentReceipt, ConsentChainFile][]> => {
    const records = await longer();
    const receipt = receiptOf(records, ANN);
    const early = receiptOf(records.slice(0, 8), ANN);
    const dropped = { ...receipt, records: receipt.records.filter((r) => r.seq !== 7) };
    const changedOwn = {
      ...receipt,
      records: receipt.records.map((r) => (r.seq === 4 ? { ...r, action: 'opt-in' as const } : r)),
    };
    const pastHead = { ...early, records: [...early.records, receipt.records.at(-1)!] };
    const rewritten = await extend(records.slice(0, 6), [said(BOB, 'opt-in'), said(ANN, 'opt-out')]);
    return [
      ['checks out', receipt, chainFile(records)],
      ['checks out with newer records', early, chainFile(records)],
      ['a record of the address left out', dropped, chainFile(records)],
      ['a record of the receipt changed', changedOwn, chainFile(records)],
      ['a record past the head', pastHead, chainFile(records)],
      [
        'the chain changed in a later page',
        receipt,
        chainFile(records.map((r) => (r.seq === 11 ? { ...r, source: 'import' } : r))),
      ],
      ['the chain rewritten after the receipt head', early, chainFile(await extend(rewritten, [said(BOB, 'opt-in')]))],
      ['the chain ending before the receipt', receipt, chainFile(records.slice(0, 5))],
      ['another team', receipt, { ...chainFile(records), teamID: 'Other000000000000000' }],
    ];
  };

  it('gives the verdict of the whole check at every page size', async () => {
    for (const [what, receipt, chain] of await receiptCases()) {
      const whole = await checkReceipt(receipt, chain);
      for (const size of [1, 3, 4, 7, Math.max(chain.records.length, 1)]) {
        expect((await checkInPages(receipt, chain, size)).verdict, `${what}, pages of ${size}`).toEqual(whole);
      }
    }
  });

  it('says what each case finds', async () => {
    const verdicts = new Map<string, unknown>();
    for (const [what, receipt, chain] of await receiptCases()) {
      verdicts.set(what, (await checkInPages(receipt, chain, 5)).verdict);
    }
    expect(verdicts.get('checks out')).toEqual({
      ok: true,
      problems: [],
      confirmed: 4,
      newer: 0,
      unchecked: 0,
      sequencedSince: 0,
      unsequenced: 0,
    });
    expect(verdicts.get('checks out with newer records')).toMatchObject({ ok: true, confirmed: 3, newer: 1 });
    expect(verdicts.get('a record of the address left out')).toMatchObject({
      problems: ['The chain holds record 7 of this address, which the receipt does not list.'],
      confirmed: 3,
    });
    expect(verdicts.get('a record of the receipt changed')).toMatchObject({
      problems: ['Record 4 of the receipt was changed after it was made.'],
      confirmed: 3,
    });
    expect(verdicts.get('a record past the head')).toMatchObject({
      problems: ['Record 10 of the receipt lies beyond its head.'],
      confirmed: 4,
      newer: 1,
    });
    expect(verdicts.get('the chain changed in a later page')).toMatchObject({
      problems: ['The chain is not intact. Record 11 was changed: its contents no longer match its hash.'],
      confirmed: 0,
    });
    expect(verdicts.get('the chain rewritten after the receipt head')).toMatchObject({
      problems: [
        'The chain was rewritten since the receipt was made: its record 8 is not the one the receipt names as its head.',
        'Record 7 of the receipt is not in the chain as the receipt has it.',
        'The chain holds record 8 of this address, which the receipt does not list.',
      ],
    });
    expect(verdicts.get('the chain ending before the receipt')).toMatchObject({
      problems: [
        "The chain ends at record 5, before the receipt's head (record 12): export the chain again and check with that.",
      ],
    });
    expect(verdicts.get('another team')).toMatchObject({
      problems: ['The receipt and the chain belong to different teams.'],
    });
  });

  it('is done, with no more pages to read, once the chain is found broken or belongs to another team', async () => {
    const records = await longer();
    const receipt = receiptOf(records, ANN);
    const broken = chainFile(records.map((r) => (r.seq === 2 ? { ...r, source: 'import' } : r)));
    expect(await checkInPages(receipt, broken, 4)).toMatchObject({ pagesRead: 1, read: 4 });
    expect(await checkInPages(receipt, chainFile(records), 4)).toMatchObject({ pagesRead: 3, read: 12 });
    const foreign = { ...chainFile(records), teamID: 'Other000000000000000' };
    expect(await checkInPages(receipt, foreign, 4)).toMatchObject({ pagesRead: 0, read: 0 });
  });

  it('stops reading when its signal says so', async () => {
    const records = await longer();
    const controller = new AbortController();
    const { counted, pages } = countedPages(records, 5);
    const check = checkReceiptPages(
      receiptOf(records, ANN),
      { ...chainFile(records), pages },
      {
        signal: controller.signal,
        onRead: () => controller.abort(new Error('closed')),
      },
    );
    await expect(check).rejects.toThrow('closed');
    expect(counted.pulled).toBe(1);
  });

  it('confirms a receipt whose head is the empty chain, and a receipt of no records against a long chain', async () => {
    const records = await longer();
    const none = { ...receiptOf([], ANN), head: EMPTY_CHAIN_HEAD };
    expect((await checkInPages(none, chainFile(records), 5)).verdict).toMatchObject({
      ok: true,
      confirmed: 0,
      newer: 4,
    });
    const bob = receiptOf(records, 'hash-of-nobody');
    expect((await checkInPages(bob, chainFile(records), 5)).verdict).toMatchObject({
      ok: true,
      confirmed: 0,
      newer: 0,
    });
  });
});

describe('readConsentFile', () => {
  it('reads a receipt and a chain as they are downloaded', async () => {
    const records = await sample();
    const receipt = receiptOf(records, ANN);
    expect(readConsentFile(JSON.stringify(receipt, null, 2))).toEqual({ kind: 'receipt', receipt });
    expect(readConsentFile(JSON.stringify(chainFile(records)))).toEqual({ kind: 'chain', chain: chainFile(records) });
  });

  it('says why another file is neither', async () => {
    const records = await sample();
    expect(readConsentFile('not json')).toEqual({ kind: 'unreadable', message: CONSENT_FILE_MESSAGES.notJson });
    expect(readConsentFile('{"a":1}')).toEqual({ kind: 'unreadable', message: CONSENT_FILE_MESSAGES.unknown });
    const broken = { ...chainFile(records), records: [{ ...records[0], hash: 'short' }] };
    expect(readConsentFile(JSON.stringify(broken))).toEqual({
      kind: 'unreadable',
      message: CONSENT_FILE_MESSAGES.damaged,
    });
  });
});

/** The chain's file written as the dashboard writes it, page by page. */
function writtenInPages(chain: ConsentChainFile, size: number): string {
  const writer = new ChainFileWriter(chain);
  return [writer.start(), ...pagesOf(chain.records, size).map((page) => writer.page(page)), writer.end()].join('');
}

/** The text in parts of `size` characters, as a file is read. */
async function* partsOf(text: string, size: number): AsyncGenerator<string> {
  for (let start = 0; start < text.length; start += size) yield text.slice(start, start + size);
}

/** The header and every record of a chain file read in parts, or what made it unreadable. */
async function readInParts(text: string, size: number) {
  const opened: ChainFileParts = await openChainFile(partsOf(text, size));
  if (opened.kind !== 'chain') return opened;
  const records: ChainRecord[] = [];
  try {
    for await (const page of opened.pages) records.push(...page);
  } catch (error) {
    if (error instanceof ConsentFileError) return { kind: 'unreadable', message: error.message };
    throw error;
  }
  return { kind: 'chain', chain: { ...opened.chain, records } };
}

describe('a chain file in parts', () => {
  it('is written page by page as the whole file was written at once', async () => {
    const records = await longer();
    // Strings with quotes, brackets, commas and a line break stay whole.
    records[3] = { ...records[3], source: 'a "list", [x] {y}\nnext' };
    for (const chain of [chainFile([]), chainFile(records.slice(0, 1)), chainFile(records)]) {
      for (const size of [1, 5, 12]) {
        expect(writtenInPages(chain, size)).toBe(`${JSON.stringify(chain, null, 2)}\n`);
      }
    }
  });

  it('is read in parts of any size, records by page, as a whole read finds it', async () => {
    const records = await longer();
    records[3] = { ...records[3], source: 'a "list", [x] {y}\\ \nnext' };
    const files = [
      `${JSON.stringify(chainFile(records), null, 2)}\n`,
      JSON.stringify(chainFile(records)),
      JSON.stringify(chainFile([])),
      // Other fields after the records, as a tool might add them.
      JSON.stringify({ ...chainFile(records), note: { a: [1, 2] } }),
    ];
    for (const text of files) {
      const whole = readConsentFile(text);
      expect(whole.kind).toBe('chain');
      for (const size of [1, 2, 7, 64, text.length]) {
        expect(await readInParts(text, size), `parts of ${size}`).toEqual(whole);
      }
    }
  });

  it('hands a receipt, a file with its records before its head, and a file that is not JSON to a whole read', async () => {
    const records = await sample();
    const { records: all, ...fields } = chainFile(records);
    const others = [
      JSON.stringify(receiptOf(records, ANN), null, 2),
      JSON.stringify({ records: all, ...fields }),
      JSON.stringify({ ...chainFile(records), head: { seq: 'four' } }),
      '[1, 2]',
      'not json',
      '',
    ];
    for (const text of others)
      expect(await openChainFile(partsOf(text, 10)), text.slice(0, 40)).toEqual({ kind: 'other' });
  });

  it('finds a file cut short, a record of the wrong shape, and broken JSON after the header', async () => {
    const records = await longer();
    const text = `${JSON.stringify(chainFile(records), null, 2)}\n`;
    const notJson = { kind: 'unreadable', message: CONSENT_FILE_MESSAGES.notJson };
    expect(await readInParts(text.slice(0, -300), 50)).toEqual(notJson);
    expect(await readInParts(text.slice(0, -3), 50)).toEqual(notJson);
    expect(await readInParts(`${text} x`, 50)).toEqual(notJson);
    expect(await readInParts(text.replace('},\n    {', '},,\n    {'), 50)).toEqual(notJson);
    expect(await readInParts(text.replace('}\n  ]', '},\n  ]'), 50)).toEqual(notJson);
    expect(await readInParts(text.replace('"seq": 5,', '"seq": 5'), 50)).toEqual(notJson);
    expect(await readInParts(text.replace('"seq": 5,', '"seq": "5",'), 50)).toEqual({
      kind: 'unreadable',
      message: CONSENT_FILE_MESSAGES.damaged,
    });
    for (const broken of [text.slice(0, -300), text.replace('"seq": 5,', '"seq": "5",')]) {
      expect(readConsentFile(broken)).toEqual(await readInParts(broken, 50));
    }
  });
});
