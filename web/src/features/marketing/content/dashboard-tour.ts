/** The tabs of the dashboard and the account page, as /dashboard-overview walks through them (docs/product.md §2). */
export interface TourStop {
  id: string;
  name: string;
  summary: string;
  points: string[];
}

export const DASHBOARD_TABS: TourStop[] = [
  {
    id: 'overview',
    name: 'Overview',
    summary: 'How the list you picked is doing, at a glance.',
    points: [
      'New subscribers in the last 30 days, total subscribers and emails sent; each figure opens the tab behind it.',
      'Your plan’s usage: subscribers, lists and team members against the plan’s limits, with a warning from 80%.',
      'The latest subscribers, with their lists and when they joined.',
    ],
  },
  {
    id: 'subscribers',
    name: 'Subscribers',
    summary: 'Everyone on your lists, and everyone who left.',
    points: [
      'Filter by list and by status (subscribed or unsubscribed), and on Group and Scale by tag; sort by address, name or date added.',
      'Add or edit a subscriber, import a pasted list or a CSV file, export the addresses alone or as a CSV, and delete.',
      'Tick several to copy, export, delete or tag them at once.',
      'Each subscriber’s History shows every opt-in and opt-out with its source (Group and Scale).',
    ],
  },
  {
    id: 'emails',
    name: 'Recent Emails',
    summary: 'A log of what you sent to each list.',
    points: [
      'Log an email with its subject, body, notes and send date, filtered by list.',
      'Open an entry to copy its footer with tracked links, add tracked links of your own pages, and see the clicks, sign-ups and opt-outs it brought (as your plan counts them).',
      'Copy the list the email went to, ready for BCC.',
    ],
  },
  {
    id: 'lists',
    name: 'Newsletters',
    summary: 'Your lists and each one’s settings.',
    points: [
      'Create lists (as many as your plan allows) and open one’s settings: name, public description, private notes, a welcome mail for new subscribers, private or closed to sign-ups.',
      'The list’s subscribe and unsubscribe links, its QR code (a click copies it, a second click downloads it) and the footer to paste.',
      'A custom HTML footer of your own on Core and up, and a copy of the list’s subscribers, optionally by tag.',
    ],
  },
  {
    id: 'team',
    name: 'Team',
    summary: 'Who works in the workspace, and with which role.',
    points: [
      'The team’s details: its name, the public name your readers see, a web address and a support address.',
      'Members and pending invitations with their roles: admins manage the team, editors manage lists and subscribers, viewers read.',
      'Invite by address on Group and Scale; the owner sees how many more accounts the plan allows.',
    ],
  },
];

export const ACCOUNT_PAGE: TourStop = {
  id: 'account',
  name: 'The account page',
  summary: 'You, your teams and your plan.',
  points: [
    'Your photo, your address and your name, saved as you leave the field.',
    'The team you work in, switched with the team selector, your role in it, and Leave Team for teams you do not own.',
    'Your plan, its price and renewal date, Manage subscription (the card processor’s billing portal) and the plans to compare.',
    'Share Feedback, Log out, and Delete account, which removes the account and everything in the teams you own, for good.',
  ],
};
