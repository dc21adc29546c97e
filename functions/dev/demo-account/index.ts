/**
 * The demo account's history (docs/local-stack.md, "The demo account"): six months of a
 * running club's lists, written once into a demo account that has just been
 * made, by scripts/seed.mjs. See timeline.ts for what happens when and
 * play.ts for how it is written.
 */
import { noBilling } from '../../src/services/billing';
import { LOCAL_SUPPORT_EMAIL, type Deps } from '../../src/services/deps';
import { memoryMailer } from '../../src/services/mailer';
import { memorySignal } from '../../src/services/signal';
import type { Store } from '../../src/store/port';
import { playTimeline, type DemoAccount } from './play';
import { demoTimeline } from './timeline';

export { TEAMMATE } from './content';
import { teamRef } from '../../src/domain/records';

export interface DemoHistoryOptions {
  store: Store;
  account: DemoAccount;
  /** The same key the API hashes addresses with, so consent records and sign-ups match its own. */
  hashSecret: string;
  publicUrl: string;
  /** The end of the history: the seed's own time. */
  now?: number;
}

/** Refused when the team has lists already: the history is written into an account just made, once. */
export class DemoTeamNotEmpty extends Error {
  override name = 'DemoTeamNotEmpty';
}

export async function writeDemoHistory(options: DemoHistoryOptions): Promise<{ actions: number }> {
  const { store, account } = options;
  const now = options.now ?? Date.now();
  const team = (await teamRef(store, account.teamID).get()).data();
  if (!team) throw new Error(`no team ${account.teamID}`);
  if (team.counters.newsletters > 0 || team.counters.subscribers > 0) {
    throw new DemoTeamNotEmpty('the demo team has lists or subscribers already');
  }
  const actions = demoTimeline(now);
  const clock = { at: actions[0].at };
  const deps: Deps & { clock: typeof clock } = {
    store,
    clock,
    now: () => clock.at,
    signal: memorySignal(),
    mailer: memoryMailer(),
    hashSecret: options.hashSecret,
    publicUrl: options.publicUrl,
    supportEmail: LOCAL_SUPPORT_EMAIL,
    localWebhooks: true,
    billing: noBilling,
  };
  await playTimeline(deps, account, actions);
  return { actions: actions.length };
}
