/**
 * Plays the demo's timeline through the product's own domain functions, over
 * the stack's store, with the clock moved to each action's time: every
 * document, counter, day count, consent record and link is what the product
 * itself would have written had those people done those things on those days.
 * Inputs go through the contract's schemas, as the API's would. No mail is
 * sent (each action's mails are taken out of the outbox unsent), and nobody's
 * open app is signalled.
 */
import { contract, type CallName, type ParsedInput } from '@listkeep/common';
import { createEmail } from '../../src/domain/emails/emails';
import { importAddresses } from '../../src/domain/imports/import-addresses';
import { undoImport } from '../../src/domain/imports/import-history';
import { createList } from '../../src/domain/lists/lists';
import { takeQueuedMails } from '../../src/domain/outbox';
import { createSource } from '../../src/domain/lists/sources';
import { linkAction, oneClickUnsubscribe, type PreferencesInput } from '../../src/domain/recipients/links';
import { confirmSubscribe, emailAction, pendingKey, pendingRef } from '../../src/domain/recipients/public-subscribe';
import {
  subscriberID,
  currentLists,
  updateSubscriber,
  createSubscriber,
} from '../../src/domain/subscribers/subscribers';
import { answerTeamInvite, inviteTeamUser } from '../../src/domain/teams/team-invites';
import { updateTeam } from '../../src/domain/teams/team-details';
import { createTrackedLink, trackedLinkTarget } from '../../src/domain/emails/tracked-links';
import type { Deps } from '../../src/services/deps';
import { EMAILS, LISTS, LIST_KEYS, SOURCES, TEAM, TEAMMATE, type ListKey, type SourceKey } from './content';
import type { DemoAction, LeaveWay } from './timeline';
import { subscriberRef, userRef } from '../../src/domain/records';

const parse = <K extends CallName>(call: K, input: unknown): ParsedInput<K> =>
  contract[call].input.parse(input) as ParsedInput<K>;

/** Whom the history is written for: the demo's profile and team, and the teammate's profile. */
export interface DemoAccount {
  uid: string;
  teamID: string;
  teammateUid: string;
}

/** The link id in a mail's text or headers: the unsubscribe page's or one-click address. */
function linkIDIn(text: string, path: string): string {
  const match = new RegExp(`${path}/([A-Za-z0-9_-]{22})`).exec(text);
  if (!match) throw new Error(`the mail carries no ${path} link`);
  return match[1];
}

export async function playTimeline(
  deps: Deps & { clock: { at: number } },
  account: DemoAccount,
  actions: DemoAction[],
) {
  const { store } = deps;
  const { uid, teamID } = account;
  const lists = new Map<ListKey, string>();
  const emails = new Map<string, string>();
  const trackedLinks = new Map<string, string>();
  const sources = new Map<SourceKey, string>();
  const imports = new Map<string, string>();
  let clients = 0;
  const listID = (key: ListKey) => lists.get(key)!;
  const byWhom = (by: 'teammate' | undefined) => (by === 'teammate' ? account.teammateUid : uid);
  const later = (ms: number) => (deps.clock.at += ms);

  async function subscriberLists(email: string): Promise<string[]> {
    const doc = (await subscriberRef(store, subscriberID(teamID, email)).get()).data();
    if (!doc) throw new Error(`no subscriber ${email}`);
    return currentLists(doc);
  }

  async function leave(list: ListKey, email: string, way: LeaveWay, from: string | null) {
    const id = listID(list);
    const staying = (await subscriberLists(email)).filter((l) => l !== id);
    if (way === 'dashboard') {
      const doc = (await subscriberRef(store, subscriberID(teamID, email)).get()).data()!;
      await updateSubscriber(
        deps,
        uid,
        parse('updateSubscriber', {
          id: subscriberID(teamID, email),
          teamID,
          subscriberEmail: doc.subscriberEmail,
          subscriberName: doc.subscriberName,
          notes: doc.notes,
          subscribedNewsletters: staying,
        }),
      );
      return;
    }
    // The footer's unsubscribe page mails a link; the reader follows it, or their mail app's one-click button.
    const request = parse('emailActionSubmit', {
      type: 'unsubscribe',
      email,
      newsletterID: id,
      ...(from ? { emailID: emails.get(from) } : {}),
    });
    await emailAction(deps, request);
    const mails = await takeQueuedMails(store, teamID);
    later(3 * 60_000);
    if (way === 'one-click') {
      await oneClickUnsubscribe(deps, linkIDIn(mails[0].headers!['List-Unsubscribe'], '/api/oneClickUnsubscribe'));
    } else {
      const token = linkIDIn(mails[0].text, '/link/unsub');
      await linkAction(
        deps,
        parse('linkAction', { type: 'updatePreferences', newsletterIDs: staying, token }) as PreferencesInput,
      );
    }
  }

  async function signup(list: ListKey, email: string, from: string | null, source: SourceKey | undefined) {
    const id = listID(list);
    // Through the footer of an email, or a source's own link (its QR code on a flyer, say), or the plain page.
    const request = parse('emailActionSubmit', {
      type: 'subscribe',
      email,
      newsletterID: id,
      ...(from ? { emailID: emails.get(from) } : {}),
      ...(source ? { sourceID: sources.get(source) } : {}),
    });
    const answer = await emailAction(deps, request);
    if (!answer.ok) throw new Error(`the subscribe page refused ${email}`);
    const pending = (await pendingRef(store, pendingKey(deps.hashSecret, teamID, id, email)).get()).data();
    later(4 * 60_000);
    const confirmed = await confirmSubscribe(deps, pending!.token);
    await takeQueuedMails(store, teamID);
    if (!confirmed.ok) throw new Error(`the confirmation of ${email} was refused`);
  }

  for (const action of actions) {
    deps.clock.at = Math.max(deps.clock.at, action.at);
    switch (action.kind) {
      case 'lists':
        for (const key of LIST_KEYS) {
          const list = await createList(deps, uid, parse('createNewsletter', { ...LISTS[key], teamID }));
          lists.set(key, list.id);
          later(60_000);
        }
        break;
      case 'team':
        await updateTeam(deps, uid, parse('updateTeam', { ...TEAM, teamID }));
        break;
      case 'teammate': {
        const owner = (await userRef(store, uid).get()).data()!;
        await inviteTeamUser(
          deps,
          owner,
          parse('inviteTeamUser', { teamID, email: TEAMMATE.email, role: TEAMMATE.role }),
        );
        await takeQueuedMails(store, teamID);
        later(45 * 60_000);
        const teammate = (await userRef(store, account.teammateUid).get()).data()!;
        const identity = {
          uid: teammate.uid,
          email: teammate.email,
          emailVerified: true,
          provider: 'password',
          picture: '',
          displayName: teammate.name,
          authTime: deps.clock.at,
        };
        await answerTeamInvite(deps, teammate, identity, parse('acceptTeamInvite', { accept: true, teamID }));
        break;
      }
      case 'invite': {
        const owner = (await userRef(store, uid).get()).data()!;
        await inviteTeamUser(deps, owner, parse('inviteTeamUser', { teamID, email: action.email, role: action.role }));
        await takeQueuedMails(store, teamID);
        break;
      }
      case 'import': {
        const { importID } = await importAddresses(
          deps,
          byWhom(action.by),
          parse('batchSubscribers', {
            teamID,
            newsletterIDs: action.lists.map(listID),
            notes: action.notes,
            emails: action.rows.map((row) => ({ ...row, tags: row.tags.length ? row.tags : undefined })),
            ...(action.fileName ? { fileName: action.fileName } : {}),
            agreed: true,
          }),
        );
        if (action.key) imports.set(action.key, importID);
        break;
      }
      case 'undo':
        await undoImport(
          deps,
          byWhom(action.by),
          parse('undoImport', { teamID, importID: imports.get(action.importKey) }),
        );
        break;
      case 'source': {
        const { list, name } = SOURCES.find((s) => s.key === action.source)!;
        const created = await createSource(deps, uid, parse('createSource', { newsletterID: listID(list), name }));
        sources.set(action.source, created.id);
        break;
      }
      case 'add':
        await createSubscriber(
          deps,
          uid,
          parse('createSubscriber', {
            teamID,
            subscriberEmail: action.person.email,
            subscriberName: action.person.name,
            notes: action.notes,
            subscribedNewsletters: action.lists.map(listID),
            ...(action.source ? { subscriptionSource: action.source } : {}),
            ...(action.tags.length ? { tags: action.tags } : {}),
          }),
        );
        break;
      case 'signup':
        await signup(action.list, action.email, action.from, action.source);
        break;
      case 'leave':
        await leave(action.list, action.email, action.way, action.from);
        break;
      case 'log': {
        const email = EMAILS.find((e) => e.key === action.email)!;
        const sentAt = new Date(action.at + 20 * 60_000).toISOString();
        const { id } = await createEmail(
          deps,
          uid,
          parse('createEmail', {
            newsletterID: listID(email.list),
            subject: email.subject,
            body: email.body,
            notes: email.notes,
            sent: email.sent,
            sentDate: email.sent ? sentAt.slice(0, 10) : '',
            sentTime: email.sent ? sentAt.slice(11, 16) : '',
          }),
        );
        emails.set(email.key, id);
        break;
      }
      case 'track': {
        const email = EMAILS.find((e) => e.key === action.email)!;
        const input = parse('createLink', {
          type: 'url',
          teamID,
          newsletterID: listID(email.list),
          emailID: emails.get(email.key),
          url: action.url,
        });
        const { linkID } = await createTrackedLink(deps, uid, input as Extract<typeof input, { type: 'url' }>);
        trackedLinks.set(`${email.key} ${action.url}`, linkID);
        break;
      }
      case 'click': {
        const email = EMAILS.find((e) => e.key === action.email)!;
        const target = action.target;
        const where =
          'url' in target ? { linkID: trackedLinks.get(`${email.key} ${target.url}`) } : { type: target.footer };
        const input = parse('trackedLink', {
          newsletterID: listID(email.list),
          emailID: emails.get(email.key),
          ...where,
        });
        // Each reader clicks from an address of their own (the IPv6 documentation prefix).
        await trackedLinkTarget(deps, input, `2001:db8::${(++clients).toString(16)}`);
        break;
      }
    }
  }
  return { lists, emails };
}
