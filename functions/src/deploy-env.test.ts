import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployEnvProblems, deployedEnv, parseDotenv } from './deploy-env';

const complete = {
  LISTKEEP_HASH_SECRET: 'x'.repeat(48),
  LISTKEEP_TRUSTED_PROXIES: '151.101.0.0/16',
  LISTKEEP_SUPPORT_EMAIL: 'support@listkeep.example.org',
};

describe('the deploy check of the functions environment', () => {
  it('passes a complete environment, with the CDN ranges or none', () => {
    expect(deployEnvProblems(complete)).toEqual([]);
    expect(deployEnvProblems({ ...complete, LISTKEEP_TRUSTED_PROXIES: 'none' })).toEqual([]);
  });

  it('refuses one without the trusted proxies, however local it claims to be', () => {
    const { LISTKEEP_TRUSTED_PROXIES: _unset, ...rest } = complete;
    for (const env of [rest, { ...rest, LISTKEEP_ENV: 'local' }, { ...rest, FUNCTIONS_EMULATOR: 'true' }]) {
      expect(deployEnvProblems(env)).toEqual([expect.stringMatching(/^LISTKEEP_TRUSTED_PROXIES is not set/)]);
    }
  });

  it('names malformed ranges, a missing hash secret and a missing support inbox', () => {
    expect(deployEnvProblems({ LISTKEEP_TRUSTED_PROXIES: '151.101.0.0' })).toEqual([
      expect.stringMatching(/not an address range/),
      expect.stringMatching(/LISTKEEP_HASH_SECRET/),
      expect.stringMatching(/LISTKEEP_SUPPORT_EMAIL must be set/),
    ]);
    expect(deployEnvProblems({ ...complete, LISTKEEP_SUPPORT_EMAIL: 'support' })).toEqual([
      expect.stringMatching(/LISTKEEP_SUPPORT_EMAIL is not an email address/),
    ]);
  });

  it('names a malformed answer-time floor, which would otherwise fail every call once deployed', () => {
    expect(deployEnvProblems({ ...complete, LISTKEEP_SUBMIT_FLOOR_MS: 'soon' })).toEqual([
      expect.stringMatching(/LISTKEEP_SUBMIT_FLOOR_MS/),
    ]);
  });

  it('reads the files Firebase uploads for the project and its aliases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'listkeep-deploy-env-'));
    mkdirSync(join(dir, 'functions'));
    writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { prod: 'lk-prod', other: 'lk-other' } }));
    writeFileSync(join(dir, 'functions', '.env'), 'LISTKEEP_STORE=firestore\n');
    writeFileSync(join(dir, 'functions', '.env.lk-prod'), '# secrets\nLISTKEEP_HASH_SECRET="a b#c"\n');
    writeFileSync(join(dir, 'functions', '.env.prod'), 'LISTKEEP_TRUSTED_PROXIES=151.101.0.0/16 # Fastly\n');
    writeFileSync(join(dir, 'functions', '.env.other'), 'LISTKEEP_TRUSTED_PROXIES=none\n');
    expect(deployedEnv(dir, 'lk-prod')).toEqual({
      LISTKEEP_STORE: 'firestore',
      LISTKEEP_HASH_SECRET: 'a b#c',
      LISTKEEP_TRUSTED_PROXIES: '151.101.0.0/16',
    });
    expect(parseDotenv("export A='1'\n  B = 2 \nnot a line")).toEqual({ A: '1', B: '2' });
  });
});
