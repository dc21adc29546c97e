/**
 * What Listkeep stores, why and for how long: the one source of both privacy
 * pages (/privacy in short, /privacy-policy in full). Each item matches what
 * the code keeps (docs/data.md; docs/product.md §1 and §3); change
 * them together.
 */
import { MAX, PERSONAL_LINK_DAYS } from '@listkeep/common/src/limits';
import { SOURCE_WEEKS } from '@listkeep/common/src/list-sources';

/** The public promises of docs/product.md §1, as both pages state them. */
export const PROMISES = [
  {
    title: 'Only addresses and a hashed consent record',
    text: 'About your subscribers, Listkeep collects their email addresses and a record of each opt-in and opt-out that holds a keyed hash of the address, never the address itself.',
  },
  {
    title: 'No cookies, trackers or analytics',
    text: 'Not on the app, not on the pages your recipients open. No tracking pixels, no advertising or analytics scripts, no third-party fonts or images.',
  },
  {
    title: 'Deleting means deleted',
    text: 'Deleting your account permanently removes its data at once. There are no backups to restore it from, by you or by us.',
  },
  {
    title: 'Opt-outs work at once',
    text: 'An unsubscribe takes effect the moment it is confirmed, and a link that is replaced or withdrawn stops working at once.',
  },
  {
    title: 'Unsubscribed stays unsubscribed',
    text: 'Someone who leaves a list through their own link cannot be put back on it by the sender, by hand or by import, even after the sender deletes them. Only they can subscribe again.',
  },
  {
    title: 'Records anyone can check',
    text: 'Each opt-in and opt-out record holds the hash of the one before it. A subscriber can download a receipt of their own records and check it against the sender’s, so a record changed or removed later shows.',
  },
] as const;

export interface StoredItem {
  /** What it is, in a few words. */
  what: string;
  /** What it holds and why. */
  detail: string;
  /** For how long. */
  kept: string;
}

export interface StoredGroup {
  id: string;
  heading: string;
  /** One line for the short page. */
  summary: string;
  items: StoredItem[];
}

const UNTIL_DELETED = 'Until your team deletes it, or the team’s owner deletes their account.';

export const STORED: StoredGroup[] = [
  {
    id: 'subscribers',
    heading: 'About your subscribers',
    summary:
      'Their address and lists, what your team writes about them, a hashed record of each opt-in and opt-out, what keeps someone who unsubscribed off a list, and short-lived sign-ups and links.',
    items: [
      {
        what: 'Subscriber',
        detail:
          'The email address, the lists it is on, when it joined and left each one and how it came in (subscribe page, or one of the list’s sources, import, dashboard). A name, notes and tags appear only if your team adds them.',
        kept: UNTIL_DELETED,
      },
      {
        what: 'Consent record',
        detail:
          'Each opt-in and opt-out: the list, which it was, how and when, and a keyed hash of the address, never the address. It is the proof that someone agreed or left. Each record also holds the hash of the record before it, so one changed or removed later shows; a subscriber can download a receipt of their own records (the only copy that names their address) and anyone can check it against the team’s records.',
        kept: 'As long as the team exists, also after the subscriber is deleted; gone with the team’s owner’s account.',
      },
      {
        what: 'Opt-out entry',
        detail:
          'When someone unsubscribes through their own link, an entry for that list that keeps the address off it, even after your team deletes the subscriber. It holds the list, how and when they left, under a hash made from the address with our secret key, never the address.',
        kept: 'Until they subscribe to that list again themselves, or the list is deleted; gone with the team’s owner’s account.',
      },
      {
        what: 'Import history',
        detail:
          'For each import your team makes: when, who, the file’s name, the lists and how many subscribers it added, so it can be undone for 7 days. No addresses.',
        kept: UNTIL_DELETED,
      },
      {
        what: 'Sign-up waiting for confirmation',
        detail:
          'An address typed on a list’s subscribe page, until its owner opens the link we mail them. Nobody joins a list without that click.',
        kept: 'The address is removed once confirmed; the request is deleted after 7 days.',
      },
      {
        what: 'Personal unsubscribe and preferences links',
        detail:
          'A random 128-bit id with the subscriber and list it is for, and the email entry it came from. No address.',
        kept: `A link works for ${PERSONAL_LINK_DAYS} days; its record is deleted once it expires, or with the team.`,
      },
    ],
  },
  {
    id: 'you',
    heading: 'About you and your team',
    summary:
      'Your profile, your team and its members, your lists, your email log with its click counts, and messages you send us.',
    items: [
      {
        what: 'Your profile',
        detail: `Name, email address, photo address (with Google sign-in), the teams you belong to and the one you work in, pending invitations, and the latest ${MAX.accessNotices} notices of a team you lost access to.`,
        kept: 'Until you delete your account.',
      },
      {
        what: 'Your team',
        detail:
          'Its name and public name, web address, support address, owner, plan and its renewal or end date, and running counts (subscribers, lists, emails, members; sign-ups per day for the last 35 days).',
        kept: 'Until its owner deletes their account.',
      },
      {
        what: 'Members and invitations',
        detail: 'Each member’s name, address and role; an invitation’s address, role and who sent it.',
        kept: 'Until they leave or are removed, the invitation is answered or withdrawn, or the team is deleted.',
      },
      {
        what: 'Lists',
        detail:
          'Name, public description, private notes, welcome text, custom footer, and whether the list is private or closed to sign-ups.',
        kept: UNTIL_DELETED,
      },
      {
        what: 'Email log and tracked links',
        detail:
          'Subject, body, notes and send date of the emails you log; the web addresses you turn into tracked links; and counts of sign-ups, opt-outs and clicks. A click is counted, never who clicked.',
        kept: UNTIL_DELETED,
      },
      {
        what: 'List sources',
        detail:
          'The names you give the places you share a list (a flyer, an event), and how many sign-ups each brought, in total and per week. A sign-up is counted; who opened or scanned the link is never kept.',
        kept: `Until you delete the source or its list; weekly counts for the last ${SOURCE_WEEKS} weeks.`,
      },
      {
        what: 'Messages to us',
        detail:
          'What you write on the contact page or in Share Feedback: your name, address, message, and your user id if you were logged in. It is also mailed to our support inbox.',
        kept: 'Until you ask us to delete it; with an account of that address, it goes when the account is deleted.',
      },
      {
        what: 'Deleted-account mark',
        detail:
          'After a deletion, only the account’s internal id and the time, so a session opened before the deletion cannot bring the account back.',
        kept: 'For good. It names nobody.',
      },
    ],
  },
  {
    id: 'short-lived',
    heading: 'Short-lived technical records',
    summary: 'Hashed counters that stop abuse of the public pages and count a click once, gone within hours.',
    items: [
      {
        what: 'Rate-limit counters',
        detail:
          'How many requests a network address, or a typed email address, made to the public pages in the current minute or hour, filed under a keyed hash, never the address.',
        kept: 'They expire after at most two hours and are then deleted.',
      },
      {
        what: 'Click marks',
        detail:
          'A keyed hash of the network address and the link, so that one reader’s repeated clicks count once an hour.',
        kept: 'They expire at the end of the hour and are then deleted.',
      },
      {
        what: 'Payment events',
        detail: 'The card processor’s event id, its type, the team and the time, so a repeated event changes nothing.',
        kept: '30 days.',
      },
    ],
  },
  {
    id: 'browser',
    heading: 'In your browser',
    summary:
      'A few local storage entries and the sign-in session; no cookies. Your recipients’ browsers keep nothing of ours.',
    items: [
      {
        what: 'appVersion',
        detail: 'The version of the app last loaded, so the page reloads once after an update.',
        kept: 'Until you clear site data.',
      },
      {
        what: 'hasLoggedIn',
        detail: 'That someone logged in on this browser before, so the menu offers Log In rather than Sign Up.',
        kept: 'Until you clear site data.',
      },
      {
        what: 'userToken',
        detail: 'Your user id and an expiry, so public pages show your menu at once. A hint only; it signs nobody in.',
        kept: '16.8 hours after the session was last confirmed; removed when you log out.',
      },
      {
        what: 'settings',
        detail: 'Your theme (dark or light) and a display preference.',
        kept: 'Until you clear site data.',
      },
      {
        what: 'importMappings',
        detail: 'Which CSV column you chose for each field, per header row. No addresses or names.',
        kept: 'Until you clear site data.',
      },
      {
        what: 'Sign-in session',
        detail: 'The sign-in library keeps your session in the browser’s IndexedDB so you stay logged in.',
        kept: 'Until you log out.',
      },
      {
        what: 'Tab memory',
        detail:
          'Session storage for the open tab: what you typed on the welcome steps before saving, and which notices it has shown.',
        kept: 'Until the tab is closed.',
      },
    ],
  },
];

/** Services that handle data for Listkeep, and what they see. */
export const PROCESSORS: { name: string; role: string; data: string }[] = [
  {
    name: 'Google Firebase and Google Cloud',
    role: 'Host the site, run the server and store the data above; handle sign-in (email and password, or Google).',
    data: 'Your sign-in address, password (kept hashed by Google, never seen by us) and Google profile; technical request and error logs, which Google Cloud keeps for 30 days by default. The sign-in account is deleted with yours.',
  },
  {
    name: 'Stripe',
    role: 'Takes payments for paid plans through its hosted checkout and billing portal.',
    data: 'Your address, name, card and invoices. We keep only Stripe’s customer id and your plan’s status. When you delete your account we delete the customer at Stripe; Stripe keeps the payment records the law requires it to.',
  },
  {
    name: 'Our mail delivery service',
    role: 'Delivers the few mails Listkeep sends itself: confirmations, unsubscribe links, welcome mails, invitations and notices to owners.',
    data: 'The recipient’s address and the mail. Your newsletters never pass through Listkeep: you send them from your own inbox.',
  },
];
