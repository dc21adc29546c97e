/**
 * Under CI (CI=true), `npm test` must check both stores: on a machine that
 * cannot start a Firestore emulator, `test-stack.mjs --all-stores` fails the
 * run, before any stack starts, instead of running the SQLite leg alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './stack.mjs';

it('fails under CI=true where no Firestore emulator can be started', () => {
  // A PATH with no gcloud (nor java) on it: the machine such a CI would run on.
  const bare = mkdtempSync(join(tmpdir(), 'no-gcloud-'));
  const result = spawnSync(process.execPath, ['scripts/test-stack.mjs', '--all-stores'], {
    cwd: ROOT,
    env: { PATH: bare, HOME: process.env.HOME, CI: 'true' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.stderr).toContain(
    'CI=true and the Firestore leg cannot run: the Google Cloud CLI (gcloud) is not installed',
  );
  expect(result.stdout).not.toContain('leg: the local stack');
  expect(result.status).toBe(1);
});
