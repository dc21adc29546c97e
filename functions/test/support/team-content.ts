/** What tests put into a team, as the dashboard sends it: lists, subscribers, imports. */
import type { CallInput } from '@listkeep/common';
import { DEFAULT_NEWSLETTER_SETTINGS } from '@listkeep/common/src/newsletter-settings';
import { call, ok } from './client';
import type { Owner, Session } from './fixtures';
import { newClient } from './public-client';

type NewsletterInput = Exclude<CallInput<'createNewsletter'>, { onboarding: true }>;

export function newsletterBody(teamID: string, fields: Partial<NewsletterInput> = {}) {
  return {
    ...DEFAULT_NEWSLETTER_SETTINGS,
    newsletterName: 'A list',
    description: 'Public words',
    notes: 'Private words',
    teamID,
    ...fields,
  } satisfies NewsletterInput;
}

export function subscriberBody(
  teamID: string,
  email: string,
  lists: string[],
  fields: Partial<CallInput<'createSubscriber'>> = {},
) {
  return {
    subscriberEmail: email,
    subscriberName: '',
    notes: '',
    subscribedNewsletters: lists,
    teamID,
    ...fields,
  } satisfies CallInput<'createSubscriber'>;
}

/** A new list of the owner's team; its id. */
export async function newList(team: Owner, fields: Partial<NewsletterInput> = {}): Promise<string> {
  return ok(await call('createNewsletter', newsletterBody(team.teamID, fields), { as: team })).id;
}

/** A new subscriber of the owner's team on `lists`; its id. */
export async function newSubscriber(team: Owner, email: string, lists: string[] = [team.listID]): Promise<string> {
  return ok(await call('createSubscriber', subscriberBody(team.teamID, email, lists), { as: team })).id;
}

/** Imports `emails` as the dashboard's import dialog does, into the owner's first list unless told others. */
export const importInto = (
  team: Owner,
  emails: CallInput<'batchSubscribers'>['emails'],
  lists = [team.listID],
  as: Session = team,
) => call('batchSubscribers', { emails, newsletterIDs: lists, teamID: team.teamID, agreed: true }, { as });

/** Puts a subscriber on exactly `lists` (none: off every list), as the dashboard's edit form does. */
export const setLists = (team: Owner, id: string, email: string, lists: string[], as: Session = team) =>
  call('updateSubscriber', { ...subscriberBody(team.teamID, email, lists), id }, { as });

/** The recipient leaves the list by the unsubscribe link of a mail (one-click from their mail app). */
export async function optOutByLink(team: Owner, subscriberID: string, listID = team.listID): Promise<void> {
  const link = { type: 'unsubscribe', newsletterID: listID, teamID: team.teamID, subscriberID } as const;
  const linkID = ok(await call('createLink', link, { as: team })).linkID;
  ok(await call('oneClickUnsubscribe', { linkID }, { headers: newClient() }));
}
