/**
 * A sender's public list with one subscriber and that subscriber's manage
 * link, made through the API, for journeys of the recipient pages.
 */
import { get, post } from '../../functions/test/support/api';
import { signUp } from '../../functions/test/support/auth-emulator';
import { uniqueEmail } from './browser';

export async function listWithManageLink(listName: string): Promise<{ listID: string; linkID: string }> {
  const sender = await signUp();
  const teamID = (await get('/getUserData', sender.idToken)).body.latestTeamID as string;
  const listID = (await post('/newsletters', { name: listName, teamID, onboarding: true }, sender.idToken)).body
    .id as string;
  const subscriber = await post(
    '/subscribers',
    {
      subscriberEmail: uniqueEmail('reader'),
      subscriberName: '',
      notes: '',
      subscribedNewsletters: [listID],
      teamID,
    },
    sender.idToken,
  );
  const link = await post(
    '/link',
    { newsletterID: listID, teamID, subscriberID: subscriber.body.id, type: 'manage' },
    sender.idToken,
  );
  if (link.status !== 200) throw new Error(`POST /link answered ${link.status}: ${JSON.stringify(link.body)}`);
  return { listID, linkID: link.body.linkID as string };
}
