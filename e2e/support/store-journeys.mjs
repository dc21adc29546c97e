/**
 * The journeys the Firestore leg runs (scripts/test-stack.mjs); every other
 * journey runs once, on the SQLite leg. That leg runs the whole API suite and
 * the integration tests on the Firestore emulator, so a journey whose store
 * work is calls that suite already makes adds only time there. These add what
 * it does not: the Realtime Database signal that open pages listen to (the API
 * suite records the signal instead of serving it), the Stripe stand-in's
 * webhook through the Functions runtime, imports and sends at the sizes people
 * reach, deletes that sweep a whole account or team, and the public pages
 * behind Hosting. A new journey that touches concurrency, transactions, the
 * signal or big writes belongs here.
 *
 * Left to the SQLite leg, since the API suite on the emulator already makes
 * their store calls: mail-merge-export (mail-merge.test.ts: the personal links
 * and the one-click POST), plan-limit (public-links.test.ts: the refused
 * sign-up and the owner's one mail a day), import-over-plan-limit
 * (batch.test.ts: refused past the plan, the first that fit, racing at the
 * limit) and live-profile (the signal's websocket, which no store touches;
 * live-team-data and delete-account hear the signal on this leg).
 *
 * Keyed by the journey's file name in e2e/ (without `.test.ts`), each with why.
 * @type {Readonly<Record<string, string>>}
 */
export const FIRESTORE_JOURNEYS = {
  'live-team-data':
    'a public sign-up, a tracked click and an accepted invitation reach the open dashboard through the signal',
  'team-invitations':
    'invitations, acceptance, a live role change, leaving and removal, and a team that goes with its owner',
  'delete-account': "the account's data swept from every collection, and its other tab signed out through the signal",
  'plan-lapse': "the daily job's warning and cutoff over a team's lists and members, seen live on the member's page",
  billing: "the Stripe stand-in's webhooks writing the plan through the Functions runtime",
  'billing-failures': 'a failed renewal, its retry and its end, and two checkouts at once, through the same webhooks',
  'import-subscribers': 'the import as a person makes it: existing and repeated addresses, the plan limit',
  'import-preview-undo': 'a 12 000-row preview in parts, and an undo that keeps what a teammate edited since',
  'export-import-round-trip': 'every list exported, deleted and imported back, creating a list on the way',
  'long-list-loading': "12 000 subscribers written, then read back in the API's largest pages",
  'send-in-batches': 'a shared send of 1,200 in batches, marked by two people, with an opt-out mid-send',
  'suppression-and-receipts':
    "the consent chain's records, a suppressed address kept out of an import, a chain longer than a page",
  'recipient-links': 'subscribe, confirm, unsubscribe and manage on the public pages, from the mailed links',
};
