/**
 * database.rules.json as the Realtime Database applies it: a signed-in user
 * hears their own profile and team signals, and nobody else's; no client
 * writes anywhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Outcome {
  allowed: boolean;
}
interface RulesDatabase {
  as(auth: { uid: string } | null): RulesDatabase;
  read(path: string): Outcome;
  write(path: string, value: unknown): Outcome;
}
const targaryen = createRequire(import.meta.url)('targaryen') as {
  database(rules: unknown, data: unknown): RulesDatabase;
};

// The file keeps comments, which the database accepts and JSON does not.
const source = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const rules: unknown = JSON.parse(source.replace(/^\s*\/\/.*$/gm, ''));

const data = {
  users: { member: { action: 'account', at: 1 }, stranger: { action: 'account', at: 1 } },
  teamSignals: { member: { team1: 1 }, stranger: { team2: 1 } },
};
const database = targaryen.database(rules, data);
const as = (uid: string | null) => database.as(uid === null ? null : { uid });

describe('database.rules.json', () => {
  it("lets a member hear their own team signals, and no one else's", () => {
    expect(as('member').read('teamSignals/member').allowed).toBe(true);
    expect(as('member').read('teamSignals/member/team1').allowed).toBe(true);
    expect(as('member').read('teamSignals/stranger').allowed).toBe(false);
    expect(as('stranger').read('teamSignals/member/team1').allowed).toBe(false);
    expect(as(null).read('teamSignals/member').allowed).toBe(false);
    expect(as('member').read('teamSignals').allowed).toBe(false);
  });

  it("lets a user hear their own profile signal, and no one else's", () => {
    expect(as('member').read('users/member').allowed).toBe(true);
    expect(as('member').read('users/stranger').allowed).toBe(false);
    expect(as('member').read('users').allowed).toBe(false);
  });

  it('lets no client write a signal', () => {
    expect(as('member').write('teamSignals/member/team1', 2).allowed).toBe(false);
    expect(as('member').write('users/member', { action: 'account', at: 2 }).allowed).toBe(false);
    expect(as('member').write('elsewhere', 1).allowed).toBe(false);
  });
});
