/**
 * The three audience pages (/marketers, /clubs, /churches). Every claim is
 * something the product does (docs/product.md); plan names and figures come
 * from the plan record, so a price or limit changes in one place.
 */
import { firstPlanWith } from '@listkeep/common/src/plan-features';
import { PLANS, priceLabel } from '@listkeep/common/src/tiers';

export interface AudienceFeature {
  title: string;
  text: string;
}

export interface Audience {
  eyebrow: string;
  title: string;
  lead: string;
  /** What this audience sends. */
  sends: string[];
  /** Why from their own inbox, in BCC. */
  whyInbox: string[];
  features: AudienceFeature[];
  /** Which plan fits, in a sentence or two. */
  plan: string;
}

const starter = PLANS.starter;
const core = PLANS.core;
const group = PLANS.group;
const tracking = firstPlanWith('trackLinks');
const teams = firstPlanWith('multiUser');

const OPT_OUT: AudienceFeature = {
  title: 'Opt-outs that work without a sending platform',
  text: 'The footer you paste carries an unsubscribe link. The reader confirms from their own inbox and is off the list at once, so the next copy of your list no longer holds them.',
};

export const MARKETERS: Audience = {
  eyebrow: 'For marketers and cold outreach',
  title: 'Outreach from your own inbox, with the opt-outs handled',
  lead: 'You write to prospects, customers and partners one inbox at a time. Listkeep keeps who is on which list, who left, and which links got clicked, while every message still goes out from the address people reply to.',
  sends: [
    'Product updates and launch notes to customers',
    'Cold outreach sequences to a researched list of prospects',
    'Partner and investor updates',
    'Event invitations and follow-ups',
  ],
  whyInbox: [
    'A message from your own address reads like a person wrote it, because one did. Replies come straight back to you.',
    'No sending platform sits between you and your readers, so there is no platform domain to warm up and no shared sending reputation.',
    'Your mail provider’s own limits still apply: keep batches within them (our FAQ lists the figures) and Listkeep’s chunked copy does the splitting.',
  ],
  features: [
    {
      title: `Tracked links (${tracking.name} and up)`,
      text: `Turn any web address in your email into a tracked link. Listkeep counts the click (once an hour per network) and sends the reader on. You see which links and which emails drew clicks; nobody is followed around the web.`,
    },
    {
      title: 'Clicks, not opens',
      text: 'Listkeep does not count opens: that would take a tracking pixel in your mail. A click is the honest signal that someone read and acted.',
    },
    {
      title: `Sign-ups and opt-outs per email (${firstPlanWith('trackSubscribers').name} and up)`,
      text: 'On paid plans, each logged email shows how many people joined or left through its footer links.',
    },
    OPT_OUT,
    {
      title: 'Lists per campaign',
      text: `Keep a list per segment or sequence (${core.maxLists} on ${core.name}, ${group.maxLists} on ${group.name}, no limit on ${PLANS.scale.name}), and tag subscribers on ${firstPlanWith('tags').name} and up to copy just one segment.`,
    },
    {
      title: 'Imports from the tool you used before',
      text: 'Paste the recipient line from Outlook, Gmail or Apple Mail, or upload a CSV from Mailchimp, Substack, Buttondown, Beehiiv or ConvertKit: the columns are recognised for you.',
    },
  ],
  plan: `${tracking.name} (${priceLabel(tracking)}) brings tracked links, click counts and custom HTML footers for up to ${core.maxSubscribers} subscribers; ${group.name} (${priceLabel(group)}) adds tags, ${group.maxUsers} team accounts and up to ${group.maxSubscribers} subscribers.`,
};

export const CLUBS: Audience = {
  eyebrow: 'For clubs and societies',
  title: 'A members’ list that keeps itself tidy',
  lead: 'Fixtures, meeting notes, the newsletter and the call for volunteers: the club secretary sends them from the club’s inbox. Listkeep keeps the list straight, so nobody is left off and nobody who left keeps getting mail.',
  sends: [
    'Fixtures, results and match-day changes',
    'Meeting agendas and minutes',
    'The monthly or seasonal newsletter',
    'Calls for volunteers, subs reminders and AGM notices',
  ],
  whyInbox: [
    'Members know the club’s address and reply to it. A message from it does not look like marketing.',
    'BCC keeps members’ addresses private from one another.',
    'Nothing to learn: the club keeps writing in the mail program it already uses.',
  ],
  features: [
    {
      title: 'A QR code for the sign-up sheet',
      text: 'Each list has a subscribe link and its QR code. Print it on the sign-up sheet at the open day or the clubhouse noticeboard; people scan, type their address and confirm from their inbox.',
    },
    {
      title: 'Subscribe and unsubscribe links in every email',
      text: 'Paste the footer under your message. New members join themselves, and people who leave are off the list at once, with a dated record of both.',
    },
    {
      title: 'Committee access',
      text: `On ${teams.name} and up, the secretary, treasurer and chair share one workspace (${group.maxUsers} accounts on ${group.name}), each with a role: admins, editors who manage the list, viewers who only read it.`,
    },
    {
      title: 'Separate lists, one workspace',
      text: `Members, juniors’ parents and volunteers can each have their own list (${core.maxLists} on ${core.name}, ${group.maxLists} on ${group.name}).`,
    },
    {
      title: 'Copy in chunks your mail program accepts',
      text: 'Lists of 50 or fewer copy in one go. Longer lists copy in chunks of 50, 100 or 200 to paste into separate messages.',
    },
  ],
  plan: `${starter.name} is free for one list of up to ${starter.maxSubscribers} members. ${core.name} (${priceLabel(core)}) takes ${core.maxSubscribers} on ${core.maxLists} lists; ${group.name} (${priceLabel(group)}) gives the committee ${group.maxUsers} accounts.`,
};

export const CHURCHES: Audience = {
  eyebrow: 'For grassroots churches',
  title: 'Bulletins and prayer news from the church’s own inbox',
  lead: 'A small church writes to its people every week: the bulletin, the rota, news of who needs a meal or a visit. Listkeep keeps the list of who wants to hear, so the person who sends it can get on with writing it.',
  sends: [
    'The weekly bulletin and service times',
    'Rotas for readers, music, welcome and refreshments',
    'Prayer requests and pastoral news',
    'Events, small groups and seasonal services',
  ],
  whyInbox: [
    'The congregation gets mail from the church or the pastor they know, not from a marketing platform.',
    'BCC keeps everyone’s address private, which matters for a church’s pastoral mail.',
    'No new program for volunteers to learn: copy the list, paste the footer, send.',
  ],
  features: [
    {
      title: 'A QR code on the welcome card',
      text: 'Print the list’s QR code on the welcome card or the notice sheet. Visitors scan it, type their address and confirm from their inbox: they join because they asked to.',
    },
    {
      title: 'Leaving is easy and respected',
      text: 'Every email’s footer has an unsubscribe link. Someone who moves away or prefers not to hear is off the list at once, without having to tell anyone.',
    },
    {
      title: 'Lists for groups and ministries',
      text: `Keep the whole congregation, the youth group’s parents and the rota volunteers as separate lists (${core.maxLists} on ${core.name}, ${group.maxLists} on ${group.name}).`,
    },
    {
      title: 'Shared with the church office',
      text: `On ${teams.name} and up, the pastor, the administrator and a volunteer share the workspace (${group.maxUsers} accounts on ${group.name}), each with the role they need.`,
    },
    {
      title: 'Very little kept about anyone',
      text: 'Listkeep keeps the addresses and a hashed record of who joined and left: no cookies, trackers or analytics. Deleting the account deletes everything.',
    },
  ],
  plan: `${starter.name} is free for one list of up to ${starter.maxSubscribers} people; ${core.name} (${priceLabel(core)}) takes ${core.maxSubscribers} people on ${core.maxLists} lists; ${group.name} (${priceLabel(group)}) takes ${group.maxSubscribers} and shares the work among ${group.maxUsers} accounts.`,
};
