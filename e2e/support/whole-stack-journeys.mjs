/**
 * The journeys that need the whole stack to themselves, so each runs alone
 * (project `e2e-alone` in vitest.config.mts; on the Firestore leg on an
 * emptied emulator) before the rest run side by side. Side by side is honest
 * for a journey that works only on accounts and teams it made: the browsers of
 * each test process present a client address of their own (CLIENT_ADDRESS in
 * browser.ts), so journeys side by side do not share per-client rate limits;
 * mail is read by recipient address; the Stripe stand-in is asked by customer;
 * clocks moved are the browser's own. A journey that changes what every
 * account on the stack sees, or runs a job over all of them, belongs here, and
 * so does one heavy enough to starve a journey beside it of the stack.
 *
 * Keyed by the journey's file name in e2e/ (without `.test.ts`), each with why.
 * @type {Readonly<Record<string, string>>}
 */
export const WHOLE_STACK_JOURNEYS = {
  'plan-lapse':
    'runs the daily plan job over every team on the stack, days ahead, which would warn or cut the teams other journeys are using',
  'send-in-batches':
    'marks 1,200 subscribers sent in one minute; on the Firestore emulator the journey beside it (a search of 12,000) waited past its limit',
  'long-list-loading':
    'writes 12,000 subscribers; the Firestore emulator scans a collection for every query, so the journeys beside it and after it waited past their limits',
};

/** Their files, as vitest includes them. */
export const WHOLE_STACK_JOURNEY_FILES = Object.keys(WHOLE_STACK_JOURNEYS).map((name) => `e2e/${name}.test.ts`);
