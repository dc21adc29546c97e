/**
 * The mails a sender's recipients get (subscribe confirmation, welcome,
 * unsubscribe confirmation), as the SMTP sink receives them: sent in the
 * sender's public name, with an HTML part beside the text where nothing of
 * the sender's is markup.
 */
import type { CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { call, ok } from './support/client';
import { owner, type Owner } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { confirmTokenIn, headerOf, mailsTo, type SentMail } from './support/mail';
import { newClient } from './support/public-client';
import { newList, newSubscriber } from './support/team-content';

const publicly = () => ({ headers: newClient() });
const submit = (input: CallInput<'emailActionSubmit'>) => call('emailActionSubmit', input, publicly());

const HOSTILE = '<script>alert(1)</script> "Evil" <x@y>';
const FROM_ADDRESS = 'no-reply@listkeep.app';

async function namePublicly(team: Owner, publicOrgName: string) {
  const input: CallInput<'updateTeam'> = { teamID: team.teamID, action: 'update', teamName: 'Team', publicOrgName };
  ok(await call('updateTeam', input, { as: team }));
}

/** The three mails a recipient gets: confirming a sign-up, the welcome, confirming an unsubscribe. */
async function recipientMails(team: Owner, listID: string): Promise<SentMail[]> {
  const reader = uniqueEmail('reader');
  expect((await submit({ type: 'subscribe', email: reader, newsletterID: listID })).status).toBe(200);
  const [confirmation] = await mailsTo(reader, 1);
  ok(await call('linkAction', { type: 'confirmSubscribe', token: confirmTokenIn(confirmation) }, publicly()));
  expect((await submit({ type: 'unsubscribe', email: reader, newsletterID: listID })).status).toBe(200);
  const mails = await mailsTo(reader, 3);
  const bySubject = (start: string) => mails.find((mail) => mail.subject.startsWith(start))!;
  return [bySubject('Confirm your subscription'), bySubject('Welcome to'), bySubject('Confirm your unsubscribe')];
}

describe('mails to recipients', () => {
  it('come from the team’s public name "via Listkeep", with an HTML part that shows every link whole', async () => {
    const team = await owner('core');
    await namePublicly(team, 'Harbour Choir');
    const listID = await newList(team, {
      newsletterName: 'Rehearsal notes',
      sendWelcomeEmail: true,
      welcomeContent: 'Hello and welcome!\n\nWe sing on Tuesdays.',
    });
    const mails = await recipientMails(team, listID);
    for (const mail of mails) {
      expect(mail.from).toEqual([{ address: FROM_ADDRESS, name: 'Harbour Choir via Listkeep' }]);
      expect(await headerOf(mail, 'From')).toBe(`Harbour Choir via Listkeep <${FROM_ADDRESS}>`);
      expect(mail.html).toContain('<html lang="en">');
      // Every address of the text is a link in the HTML, with the address as its words.
      for (const url of mail.text.match(/https?:\/\/\S+/g)!) expect(mail.html).toContain(`">${url}</a>`);
    }
    const [confirmation, welcome] = mails;
    expect(confirmation.html).toContain(
      'Someone asked to subscribe this address to the list &quot;Rehearsal notes&quot; of Harbour Choir.',
    );
    expect(welcome.text).toMatch(/^Hello and welcome!\n\nWe sing on Tuesdays.\n\n--\nTo unsubscribe, open /);
    expect(welcome.html).toContain('>Hello and welcome!</p>');
    expect(welcome.html).toContain('>We sing on Tuesdays.</p>');
  });

  it('without a public name come from the list’s name', async () => {
    const team = await owner('core');
    const listID = await newList(team, { newsletterName: 'Garden club', sendWelcomeEmail: true });
    for (const mail of await recipientMails(team, listID)) {
      expect(mail.from).toEqual([{ address: FROM_ADDRESS, name: 'Garden club via Listkeep' }]);
    }
  });

  it('keep a hostile name to a name in From and escape it, and the welcome text, in the HTML', async () => {
    const team = await owner('core');
    await namePublicly(team, HOSTILE);
    const listID = await newList(team, {
      newsletterName: HOSTILE,
      sendWelcomeEmail: true,
      welcomeContent: `${HOSTILE}\n<a href="https://evil.example">click</a>`,
    });
    const mails = await recipientMails(team, listID);
    for (const mail of mails) {
      expect(mail.from).toEqual([{ address: FROM_ADDRESS, name: 'script alert(1) /script Evil x[@]y via Listkeep' }]);
      const from = (await headerOf(mail, 'From'))!;
      // One address, Listkeep's: the name cannot add another, nor close the quotes.
      expect(from.match(/</g)).toHaveLength(1);
      expect(from.endsWith(`<${FROM_ADDRESS}>`)).toBe(true);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).not.toContain('evil.example">');
      // Shown as a name (mail-relay.test.ts): the address in it is not one a mail program links.
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Evil&quot; &lt;x[@]y&gt;');
    }
    expect(mails[1].html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;');
  });

  it('cut a long public name in From', async () => {
    const team = await owner('core');
    await namePublicly(team, 'A'.repeat(100));
    const listID = await newList(team, { newsletterName: 'Long' });
    const reader = uniqueEmail('reader');
    await newSubscriber(team, reader, [listID]);
    await submit({ type: 'unsubscribe', email: reader, newsletterID: listID });
    const [mail] = await mailsTo(reader, 1);
    expect(mail.from[0].name).toBe(`${'A'.repeat(59)}… via Listkeep`);
  });
});
