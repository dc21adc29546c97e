/**
 * What the demo account is about: a running club with a newsletter, a
 * members-only list and a race-day list, its team, and the emails it logged.
 * Text only; when each thing happens is in timeline.ts.
 */
import type { CallInput, NewsletterSettings } from '@listkeep/common';

export const LIST_KEYS = ['news', 'members', 'races'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export const TEAM: Omit<CallInput<'updateTeam'>, 'teamID'> = {
  action: 'update',
  teamName: 'Harbour Runners',
  publicOrgName: 'Harbour Runners Club',
  supportEmail: 'hello@harbour-runners.example.org',
  teamURL: 'https://harbour-runners.example.org',
  autoSubscribe: false,
};

/** The lists' settings, as the New newsletter dialog sends them. */
export const LISTS: Record<ListKey, NewsletterSettings> = {
  news: {
    newsletterName: 'Harbour Runners News',
    description: 'Club news about once a month: training nights, race results, socials and kit orders.',
    notes: 'Goes out on the first weekend of the month. Photos need the runners’ OK before they go in.',
    private: false,
    sendWelcomeEmail: true,
    welcomeContent:
      'Thanks for joining Harbour Runners News! Expect one email a month with club nights, results and socials.',
    blockSubscribes: false,
    defaultLanguage: 'en',
  },
  members: {
    newsletterName: 'Members’ Notices',
    description: 'Notices for paid-up members only: AGM, committee votes, insurance and fees.',
    notes: 'The membership secretary adds people here when their fee is paid. Not on the public page.',
    private: true,
    sendWelcomeEmail: false,
    welcomeContent: '',
    blockSubscribes: true,
    defaultLanguage: 'en',
  },
  races: {
    newsletterName: 'Race Day Alerts',
    description: 'Start times, parking, course changes and results for the races the club organises.',
    notes: 'Only sent in the week before a race and on the day.',
    private: false,
    sendWelcomeEmail: true,
    welcomeContent: 'You will hear from us in the week before each club race: start lists, parking and the course.',
    blockSubscribes: false,
    defaultLanguage: 'en',
  },
};

/** A teammate with a sign-in of their own, and an invitation not answered yet. */
export const TEAMMATE = { name: 'Sam Okafor', email: 'sam@listkeep.test', role: 'editor' } as const;
export const PENDING_INVITE = { email: 'treasurer@harbour-runners.example.org', role: 'viewer' } as const;

/** Named sources of a list (its subscribe link with a name and a QR code of its own), made that many days ago. */
export const SOURCES = [
  { key: 'flyer', list: 'news', name: 'Spring flyer', daysAgo: 80 },
  { key: 'website', list: 'news', name: 'Club website', daysAgo: 72 },
  { key: 'open-day', list: 'news', name: 'Open day stall', daysAgo: 33 },
] as const;
export type SourceKey = (typeof SOURCES)[number]['key'];

/** The files imports came from, as the import history names them. */
export const IMPORT_FILES = {
  roster: 'membership-spreadsheet.csv',
  entrants: 'harbour-10k-entries.csv',
  relays: 'relay-teams.csv',
  coach: 'coast-trip-coach.csv',
} as const;

/** Sources a sender typed when adding someone by hand (shown as given); the rest say "dashboard". */
export const OWN_SOURCES = [
  'Sign-up sheet at the club night',
  'Asked at the Harbour 10K finish',
  'Referred by a member',
  'Phoned the club',
] as const;

export const MEMBER_NOTES = [
  'Prefers the Saturday long run.',
  'First aid trained; happy to marshal.',
  'Joined after the couch-to-5K course.',
  'Paid the family membership.',
  'Leads the Tuesday beginners’ group.',
  'Away for a few months; keep on the list.',
] as const;

export interface LoggedEmail {
  key: string;
  list: ListKey;
  /** Days before the seed's run; the email is logged that day at `hour` (UTC). */
  daysAgo: number;
  hour: number;
  subject: string;
  body: string;
  notes: string;
  sent: boolean;
  /** The sender's own addresses behind tracked links, each with how many readers follow it. */
  links: { url: string; clicks: number }[];
  /** Clicks on the footer's subscribe and unsubscribe addresses. */
  footerClicks: number;
}

const SITE = 'https://harbour-runners.example.org';

export const EMAILS: LoggedEmail[] = [
  {
    key: 'season',
    list: 'news',
    daysAgo: 170,
    hour: 9,
    subject: 'A new season: training nights, kit and your committee',
    body:
      'Hello runners,\n\nTraining nights are back on Tuesdays and Thursdays at 18:30 from the harbour steps. ' +
      'The new committee is on the website, and club vests can be ordered until the end of the month.\n\nSee you out there!',
    notes: 'Sent from the club Gmail to the whole list in BCC.',
    sent: true,
    links: [{ url: `${SITE}/training`, clicks: 14 }],
    footerClicks: 2,
  },
  {
    key: 'track',
    list: 'news',
    daysAgo: 138,
    hour: 8,
    subject: 'Track nights are back, and a warm welcome to 23 new members',
    body:
      'The track is ours again on Thursday evenings. Bring spikes if you have them, but trainers are fine.\n\n' +
      'A big welcome to everyone who joined after the open day run.',
    notes: '',
    sent: true,
    links: [],
    footerClicks: 3,
  },
  {
    key: 'ten-k',
    list: 'news',
    daysAgo: 108,
    hour: 10,
    subject: 'Harbour 10K: the new route, and we need 30 marshals',
    body:
      'Our Harbour 10K takes the new coastal route this year. We need 30 marshals on the day: ' +
      'put your name down on the volunteer form and you get a free breakfast after.',
    notes: 'Volunteer form closes two weeks before the race.',
    sent: true,
    links: [
      { url: `${SITE}/races/harbour-10k/route`, clicks: 31 },
      { url: `${SITE}/volunteer`, clicks: 18 },
    ],
    footerClicks: 4,
  },
  {
    key: 'race-packs',
    list: 'races',
    daysAgo: 96,
    hour: 17,
    subject: 'Harbour 10K on Sunday: race packs, parking and start times',
    body:
      'Race packs can be collected on Saturday from 10:00 at the boathouse. Parking is at the harbour car park; ' +
      'the first wave starts at 09:30.',
    notes: '',
    sent: true,
    links: [{ url: `${SITE}/races/harbour-10k/start-list`, clicks: 26 }],
    footerClicks: 1,
  },
  {
    key: 'results',
    list: 'news',
    daysAgo: 80,
    hour: 9,
    subject: 'Results, photos and a new Tuesday group for beginners',
    body:
      'Thank you to the 30 marshals who made the 10K happen. Results and photos are up. ' +
      'From next week a beginners’ group runs on Tuesdays at a conversational pace.',
    notes: 'Photos approved by everyone pictured.',
    sent: true,
    links: [
      { url: `${SITE}/races/harbour-10k/results`, clicks: 42 },
      { url: `${SITE}/photos/harbour-10k`, clicks: 27 },
    ],
    footerClicks: 3,
  },
  {
    key: 'agm',
    list: 'members',
    daysAgo: 60,
    hour: 19,
    subject: 'Notice of the annual general meeting and committee nominations',
    body:
      'The AGM is in the clubhouse in four weeks. Nominations for the committee close two weeks before; ' +
      'the agenda and last year’s accounts are attached to the members’ page.',
    notes: 'Needs 21 days’ notice under the club rules.',
    sent: true,
    links: [{ url: `${SITE}/members/agm`, clicks: 19 }],
    footerClicks: 0,
  },
  {
    key: 'relays',
    list: 'news',
    daysAgo: 45,
    hour: 8,
    subject: 'Relay teams, the kit order and a pub quiz',
    body:
      'Relay teams are being picked for the relay series: tell us your 5K time. The kit order closes on Friday, ' +
      'and the pub quiz is on the last Saturday of the month.',
    notes: '',
    sent: true,
    links: [
      { url: `${SITE}/relays`, clicks: 22 },
      { url: `${SITE}/kit`, clicks: 16 },
    ],
    footerClicks: 2,
  },
  {
    key: 'five-k',
    list: 'races',
    daysAgo: 12,
    hour: 16,
    subject: 'Lighthouse 5K this Saturday: start list and course map',
    body:
      'The start list is up and the course map has one change near the lighthouse. Bring a head torch for the ' +
      'evening start at 20:30.',
    notes: 'Resent the course map link on Friday to the two people who asked.',
    sent: true,
    links: [
      { url: `${SITE}/races/lighthouse-5k/start-list`, clicks: 24 },
      { url: `${SITE}/races/lighthouse-5k/course`, clicks: 33 },
    ],
    footerClicks: 2,
  },
  {
    key: 'coast-trip',
    list: 'news',
    daysAgo: 9,
    hour: 9,
    subject: 'Lighthouse 5K results and the club trip to the coast',
    body:
      'Well done to everyone who ran the Lighthouse 5K in the dark. The club trip to the coast has 12 places left ' +
      'on the coach.',
    notes: '',
    sent: true,
    links: [{ url: `${SITE}/trips/coast`, clicks: 21 }],
    footerClicks: 3,
  },
  {
    key: 'draft',
    list: 'news',
    daysAgo: 1,
    hour: 20,
    subject: 'Cross-country league: teams and transport (draft)',
    body: 'Draft: the cross-country league starts next month. Lift shares are organised on the club forum.',
    notes: 'Waiting for the league fixtures before sending.',
    sent: false,
    links: [],
    footerClicks: 0,
  },
];
