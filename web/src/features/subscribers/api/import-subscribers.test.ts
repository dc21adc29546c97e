import { describe, expect, it, vi } from 'vitest';

const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/lib/api', () => ({ api: { call } }));
vi.mock('@/lib/dashboard-cache', () => ({ invalidateDashboardItem: () => () => undefined }));
vi.mock('@/lib/mutation', () => ({ useCallMutation: () => undefined }));
const { importSubscribers } = await import('./import-subscribers');

const LIST = 'AAAAAAAAAAAAAAAAAAAA';
const IMPORT = 'BBBBBBBBBBBBBBBBBBBB';
const answer = (created: string[]) => ({
  createdSubscriberIDs: created,
  updatedSubscriberIDs: [],
  alreadyExists: [],
  optedOut: [],
  importID: IMPORT,
});
const emails = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ email: `reader${i}@example.org`, name: i === 0 ? 'First' : '', notes: '' }));

describe('importSubscribers', () => {
  it('sends a long list in calls of 10 000 of one import and merges their answers, reporting progress', async () => {
    call
      .mockReset()
      .mockResolvedValueOnce(answer(['a']))
      .mockResolvedValueOnce(answer(['b']));
    const progress: number[] = [];
    const result = await importSubscribers({
      emails: emails(10_001),
      newsletterIDs: [LIST],
      teamID: LIST,
      notes: '',
      onProgress: (done) => progress.push(done),
      agreed: true,
    });
    expect(call).toHaveBeenCalledTimes(2);
    // Names go with their addresses; empty fields are left out.
    expect(call.mock.calls[0][1].emails.slice(0, 2)).toEqual([
      { email: 'reader0@example.org', name: 'First' },
      { email: 'reader1@example.org' },
    ]);
    // The second call continues the import the first one began.
    expect(call.mock.calls.map(([, input]) => input.importID)).toEqual([undefined, IMPORT]);
    expect(result).toMatchObject({ createdSubscriberIDs: ['a', 'b'], importID: IMPORT, done: 10_001, failure: null });
    expect(progress).toEqual([0, 10_000, 10_001]);
  });

  it('throws a failure before anything was imported', async () => {
    const refused = new Error('plan limit');
    call.mockReset().mockRejectedValueOnce(refused);
    await expect(
      importSubscribers({ emails: emails(3), newsletterIDs: [LIST], teamID: LIST, agreed: true }),
    ).rejects.toBe(refused);
  });

  it('answers what went in, with the failure, when a later call fails', async () => {
    const refused = new Error('plan limit');
    call
      .mockReset()
      .mockResolvedValueOnce(answer(['a']))
      .mockRejectedValueOnce(refused);
    const result = await importSubscribers({
      emails: emails(10_001),
      newsletterIDs: [LIST],
      teamID: LIST,
      agreed: true,
    });
    expect(result).toMatchObject({ createdSubscriberIDs: ['a'], done: 10_000, failure: refused });
  });
});
