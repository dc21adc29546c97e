import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WHOLE_STACK_JOURNEY_FILES } from './e2e/support/whole-stack-journeys.mjs';

/**
 * Five projects:
 * - unit: pure code, the store contract suite and the test scripts' own checks; no servers needed.
 * - api: the API's calls, served in each test file's own process over a
 *   scratch store (SQLite, or the Firestore emulator with LISTKEEP_STORE=firestore)
 *   and a maildev SMTP sink on free ports; no stack needed.
 * - integration: what only the running local stack shows: real ID tokens from
 *   the Auth emulator, Hosting and the Functions runtime in front of the API
 *   (scripts/test-stack.mjs starts it).
 * - e2e: browser journeys in Chromium through the running local stack, side by side.
 * - e2e-alone: the journeys that need that stack to themselves, one at a time.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The web app's own import alias (web/tsconfig.json), for its unit tests.
          alias: { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) },
          include: [
            'common/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'functions/dev/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/lint/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          environment: 'node',
          testTimeout: 30_000,
          // The files of a worker share their loaded modules: loading them again for
          // each file was more than half the project's time (70 s, now 33 s). So a test
          // that changes a module's state, stubs a global or fakes timers puts it back
          // (as web/src/lib/api.test.ts does with the API's hooks).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          // Run with --maxWorkers=3 (package.json, scripts/test-stack.mjs): these tests
          // mostly wait on the store, the mail sink and answer-time floors, so more
          // files at once than cores pay off (about 19 s instead of 32 s here).
          include: ['functions/test/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/support/mail-sink.ts'],
          setupFiles: ['functions/test/support/setup-api.ts'],
          // Each file serves the API over a fresh store of its own (setup-api.ts), and no
          // test stubs modules, globals or timers, so the files of a worker share its
          // loaded modules: loading the API's code again for each file took about as
          // long as the file's tests.
          isolate: false,
          // The 10 000-address import takes the Firestore emulator well over a minute on a busy machine.
          testTimeout: process.env.LISTKEEP_STORE === 'firestore' ? 240_000 : 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/stack/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Those that need the stack to themselves run in e2e-alone, before these.
          exclude: WHOLE_STACK_JOURNEY_FILES,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files side by side (as many as --maxWorkers, scripts/test-stack.mjs): each
          // works on accounts of its own, and each worker's browsers present a client
          // address of their own (e2e/support/whole-stack-journeys.mjs says what that rests on).
          // The files of a worker share its loaded modules (playwright, the store
          // clients): no journey stubs modules, globals or timers, and loading them
          // again for each file cost about 2.7 s of a busy machine's time per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e-alone',
          include: WHOLE_STACK_JOURNEY_FILES,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          isolate: false,
          fileParallelism: false,
        },
      },
    ],
  },
});
