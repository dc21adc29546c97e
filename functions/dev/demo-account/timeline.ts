/**
 * When each thing of the demo account happens: about six months of a club's
 * lists, from the first import of its roster to last week's sign-ups, as a
 * list of actions in the order they happened. Pure and deterministic: the
 * same seed gives the same people and the same days (relative to `now`).
 */
import {
  EMAILS,
  IMPORT_FILES,
  MEMBER_NOTES,
  OWN_SOURCES,
  PENDING_INVITE,
  SOURCES,
  type ListKey,
  type SourceKey,
} from './content';
import { makePeople, type Person } from './people';
import { seededRandom, type Random } from './random';

export const DEMO_SEED = 14;
export const HISTORY_DAYS = 182;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How a subscriber left a list: the three ways the product records. */
export type LeaveWay = 'one-click' | 'manage page' | 'dashboard';

export interface ImportRow {
  email: string;
  name: string;
  notes: string;
  tags: string[];
}

export type DemoAction = { at: number } & (
  | { kind: 'lists' }
  | { kind: 'team' }
  | { kind: 'teammate' }
  | { kind: 'invite'; email: string; role: 'admin' | 'editor' | 'viewer' }
  | {
      kind: 'import';
      lists: ListKey[];
      rows: ImportRow[];
      notes: string;
      /** The file the rows came from; none for a pasted list. */
      fileName?: string;
      /** Who imports: the owner unless the teammate. */
      by?: 'teammate';
      /** A name for an undo to find the import by. */
      key?: string;
    }
  | { kind: 'undo'; importKey: string; by?: 'teammate' }
  | { kind: 'source'; source: SourceKey }
  | { kind: 'add'; lists: ListKey[]; person: Person; source: string; notes: string; tags: string[] }
  | { kind: 'signup'; list: ListKey; email: string; from: string | null; source?: SourceKey }
  | { kind: 'leave'; list: ListKey; email: string; way: LeaveWay; from: string | null }
  | { kind: 'log'; email: string }
  | { kind: 'track'; email: string; url: string }
  | { kind: 'click'; email: string; target: { url: string } | { footer: 'subscribe' | 'unsubscribe' } }
);

/** A subscription the timeline makes, so that leaving can follow it. */
interface Joined {
  email: string;
  list: ListKey;
  at: number;
  from: string | null;
}

/** A time on the day `daysAgo` days before `now`, at `hour` UTC plus up to `spreadHours`. */
function dayAt(now: number, daysAgo: number, hour: number, random: Random, spreadHours = 0): number {
  const midnight = Math.floor(now / DAY) * DAY - daysAgo * DAY;
  return midnight + hour * HOUR + Math.floor(random.next() * spreadHours * HOUR);
}

const emailAt = (now: number, key: string) => {
  const email = EMAILS.find((e) => e.key === key)!;
  return Math.floor(now / DAY) * DAY - email.daysAgo * DAY + email.hour * HOUR;
};

/** The latest sent email of the list within `days` before `at`: the footer a sign-up or opt-out came through. */
function emailBefore(now: number, list: ListKey, at: number, days: number): string | null {
  const recent = EMAILS.filter((e) => e.sent && e.list === list)
    .map((e) => ({ key: e.key, sentAt: emailAt(now, e.key) }))
    .filter((e) => e.sentAt < at && at - e.sentAt < days * DAY)
    .sort((a, b) => b.sentAt - a.sentAt);
  return recent[0]?.key ?? null;
}

export function demoTimeline(now: number, seed = DEMO_SEED): DemoAction[] {
  const random = seededRandom(seed);
  const people = makePeople(random, 380);
  let next = 0;
  const take = (n: number) => people.slice(next, (next += n));
  const actions: DemoAction[] = [];
  const joined: Joined[] = [];
  const start = HISTORY_DAYS;

  actions.push({ at: dayAt(now, start, 18, random), kind: 'lists' });
  actions.push({ at: dayAt(now, start, 19, random), kind: 'team' });

  // The club's roster, imported on the second evening: members on both lists, friends on the newsletter.
  const importedAt = dayAt(now, start - 1, 20, random);
  const members = take(95).map((p) => ({
    email: p.email,
    name: p.name,
    notes: random.chance(0.1) ? random.pick(MEMBER_NOTES) : '',
    tags: ['member', ...(random.chance(0.2) ? ['volunteer'] : []), ...(random.chance(0.06) ? ['committee'] : [])],
  }));
  const friends = take(45).map((p) => ({ email: p.email, name: p.name, notes: '', tags: [] }));
  actions.push({
    at: importedAt,
    kind: 'import',
    lists: ['news', 'members'],
    rows: members,
    notes: 'From the membership spreadsheet.',
    fileName: IMPORT_FILES.roster,
  });
  actions.push({ at: importedAt + 5 * 60_000, kind: 'import', lists: ['news'], rows: friends, notes: '' });
  for (const row of members)
    for (const list of ['news', 'members'] as const)
      joined.push({ email: row.email, list, at: importedAt, from: null });
  for (const row of friends) joined.push({ email: row.email, list: 'news', at: importedAt, from: null });

  // The teammate joins in the second month; an invitation of last week is still open.
  actions.push({ at: dayAt(now, 120, 10, random), kind: 'teammate' });
  actions.push({
    at: dayAt(now, 4, 11, random),
    kind: 'invite',
    email: PENDING_INVITE.email,
    role: PENDING_INVITE.role,
  });

  // Added by hand in the dashboard now and then: new members on both lists, others on the newsletter.
  for (const person of take(30)) {
    const at = dayAt(now, random.int(2, start - 3), 9, random, 12);
    const member = random.chance(0.45);
    const lists: ListKey[] = member ? ['news', 'members'] : random.chance(0.3) ? ['news', 'races'] : ['news'];
    const tags = member ? ['member', ...(random.chance(0.25) ? ['new member'] : [])] : [];
    const source = random.chance(0.6) ? random.pick(OWN_SOURCES) : '';
    const notes = random.chance(0.3) ? random.pick(MEMBER_NOTES) : '';
    actions.push({ at, kind: 'add', lists, person, source, notes, tags });
    for (const list of lists) joined.push({ email: person.email, list, at, from: null });
  }

  // Sign-ups on the public subscribe page, more of them as the months go by, and a few every week lately.
  const signup = (list: ListKey, email: string, at: number) => {
    const from = random.chance(0.5) ? emailBefore(now, list, at, 10) : null;
    actions.push({ at, kind: 'signup', list, email, from });
    joined.push({ email, list, at, from });
  };
  for (const person of take(110)) {
    const daysAgo = Math.floor((start - 4) * (1 - Math.pow(random.next(), 0.75)));
    signup('news', person.email, dayAt(now, daysAgo, 6, random, 16));
  }
  for (const person of take(8)) signup('news', person.email, dayAt(now, random.int(0, 2), 7, random, 8));
  for (const person of take(40)) signup('races', person.email, dayAt(now, random.int(1, 100), 6, random, 16));
  // Newsletter readers who also want race alerts: a sign-up of an address the team has.
  const onNewsOnly = joined.filter(
    (j) => j.list === 'news' && !joined.some((k) => k.email === j.email && k.list !== 'news'),
  );
  for (const j of onNewsOnly.filter(() => random.chance(0.08))) {
    signup('races', j.email, Math.max(j.at + DAY, dayAt(now, random.int(1, 90), 6, random, 16)));
  }

  // The Harbour 10K's entrants, imported onto the race list: new addresses and readers already on the newsletter.
  const entrantsAt = emailAt(now, 'race-packs') - 2 * DAY;
  const newsReaders = joined.filter(
    (j) => j.list === 'news' && j.at < entrantsAt && !joined.some((k) => k.email === j.email && k.list === 'races'),
  );
  const returning = newsReaders.filter(() => random.chance(0.12)).map((j) => j.email);
  const entrants = [
    ...take(35).map((p) => ({ email: p.email, name: p.name, notes: '', tags: ['10K'] })),
    ...returning.map((email) => ({ email, name: '', notes: '', tags: ['10K'] })),
  ];
  actions.push({
    at: entrantsAt,
    kind: 'import',
    lists: ['races'],
    rows: entrants,
    notes: 'Harbour 10K entry list.',
    fileName: IMPORT_FILES.entrants,
  });
  for (const row of entrants) joined.push({ email: row.email, list: 'races', at: entrantsAt, from: null });

  // Some leave again, weeks or months later, in the three ways the product records.
  for (const j of joined) {
    if (!random.chance(j.list === 'members' ? 0.04 : 0.11)) continue;
    const at = j.at + random.int(3, 120) * DAY + random.int(0, 12) * HOUR;
    if (at > now - 2 * HOUR) continue;
    const way: LeaveWay =
      j.list === 'members' ? 'dashboard' : random.pick(['one-click', 'one-click', 'manage page', 'dashboard']);
    const from = way === 'dashboard' ? null : emailBefore(now, j.list, at, 14);
    actions.push({ at, kind: 'leave', list: j.list, email: j.email, way, from });
  }

  // The email log: each email, its tracked links, and the clicks of the days after it.
  for (const email of EMAILS) {
    const at = emailAt(now, email.key);
    actions.push({ at: at - 20 * 60_000, kind: 'log', email: email.key });
    for (const [index, link] of email.links.entries()) {
      actions.push({ at: at - (10 - index) * 60_000, kind: 'track', email: email.key, url: link.url });
      for (let i = 0; i < link.clicks; i++) {
        const clickAt = at + Math.floor(Math.pow(random.next(), 3) * 6 * DAY);
        if (clickAt < now) actions.push({ at: clickAt, kind: 'click', email: email.key, target: { url: link.url } });
      }
    }
    for (let i = 0; i < email.footerClicks; i++) {
      const clickAt = at + Math.floor(random.next() * 5 * DAY);
      const footer = random.chance(0.6) ? 'subscribe' : 'unsubscribe';
      if (clickAt < now) actions.push({ at: clickAt, kind: 'click', email: email.key, target: { footer } });
    }
  }

  // What comes below draws on a generator of its own, so the history above keeps its people and days.
  const more = seededRandom(seed + 1);
  sourcesAndFiles(now, more, actions, members, friends, people, take);

  return actions.filter((a) => a.at < now).sort((a, b) => a.at - b.at);
}

/**
 * The newsletter's named sources with the sign-ups credited to them, week by
 * week, and imports of the last weeks from files: the teammate's relay teams,
 * put on the wrong list, undone and imported again onto the right one, and
 * the owner's coach list of a few days ago, still undoable.
 */
function sourcesAndFiles(
  now: number,
  random: Random,
  actions: DemoAction[],
  members: ImportRow[],
  friends: ImportRow[],
  everyone: readonly Person[],
  take: (n: number) => Person[],
) {
  const opened = SOURCES.map((source) => ({ ...source, at: dayAt(now, source.daysAgo, 10, random, 6) }));
  for (const source of opened) actions.push({ at: source.at, kind: 'source', source: source.key });
  const stall = opened.find((source) => source.key === 'open-day')!;
  // Sign-ups on the newsletter's page since its sources were shared: the stall's in the days of the open day,
  // about half of the others through the flyer's or the website's link, the rest through the plain page.
  for (const action of actions) {
    if (action.kind !== 'signup' || action.list !== stall.list) continue;
    const shared = opened.filter((source) => source !== stall && source.at + HOUR < action.at);
    let source: SourceKey | undefined;
    if (action.at > stall.at && action.at - stall.at < 3 * DAY && random.chance(0.85)) source = 'open-day';
    else if (shared.length > 0 && random.chance(0.55)) source = random.chance(0.6) ? shared[0].key : shared.at(-1)!.key;
    if (source) Object.assign(action, { source, from: null });
  }
  // Visitors of the stall who sign up there and then, on its QR code: people new to the club.
  const known = new Set(everyone.map((p) => p.email));
  const visitors = makePeople(random, 40).filter((p) => !known.has(p.email));
  for (const visitor of visitors.slice(0, 9)) {
    const at = stall.at + HOUR + Math.floor(random.next() * (random.chance(0.7) ? 5 * HOUR : 2 * DAY));
    actions.push({ at, kind: 'signup', list: stall.list, email: visitor.email, from: null, source: stall.key });
  }
  const relaysAt = dayAt(now, 40, 19, random);
  const relayRows = [
    ...take(12).map((p) => ({ email: p.email, name: p.name, notes: '', tags: ['relay'] })),
    ...members
      .filter(() => random.chance(0.07))
      .map((m) => ({ email: m.email, name: m.name, notes: '', tags: ['relay'] })),
  ];
  const relays = {
    kind: 'import',
    rows: relayRows,
    notes: 'Relay series teams.',
    fileName: IMPORT_FILES.relays,
  } as const;
  actions.push({ at: relaysAt, ...relays, lists: ['members'], by: 'teammate', key: 'relays-wrong-list' });
  actions.push({ at: relaysAt + 6 * 60_000, kind: 'undo', importKey: 'relays-wrong-list', by: 'teammate' });
  actions.push({ at: relaysAt + 9 * 60_000, ...relays, lists: ['races'], by: 'teammate' });

  const coachAt = dayAt(now, 3, 18, random, 2);
  const coachRows = [
    ...take(5).map((p) => ({ email: p.email, name: p.name, notes: '', tags: ['coast trip'] })),
    ...friends
      .filter(() => random.chance(0.12))
      .map((f) => ({ email: f.email, name: '', notes: '', tags: ['coast trip'] })),
  ];
  actions.push({
    at: coachAt,
    kind: 'import',
    lists: ['news'],
    rows: coachRows,
    notes: 'Booked on the coast trip coach.',
    fileName: IMPORT_FILES.coach,
  });
}
