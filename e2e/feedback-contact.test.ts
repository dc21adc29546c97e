/**
 * Both ways to write to Listkeep reach the support inbox: a visitor sends the
 * contact page's form, and a signed-in user shares feedback from the account
 * page, where the dialog asks for the message only.
 */
import {
  CONTACT_MESSAGES,
  FEEDBACK_FIELD_MESSAGES,
  FEEDBACK_MESSAGES,
  FEEDBACK_TITLES,
} from '@listkeep/common/src/feedback';
import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { mailsTo } from '../functions/test/support/mail';
import { LOCAL_SUPPORT_EMAIL } from '../functions/src/services/deps';
import { uniqueEmail, url } from './support/browser';
import { eventually, expectLocator } from './support/expect-locator';
import { journey } from './support/fixtures';

const test = journey.override('team', { owner: 'candid' });

const findSupportMail = async (words: string) =>
  (await mailsTo(LOCAL_SUPPORT_EMAIL, 1, 0)).find((mail) => mail.text.includes(words));

/** The support mail whose text holds `words`, once it has arrived. */
async function supportMailWith(words: string) {
  await eventually(() => findSupportMail(words)).toBeDefined();
  return (await findSupportMail(words))!;
}

describe('writing to support', () => {
  test('a visitor sends the contact form, after it asked for what was missing', async ({ freshPage: page }) => {
    await page.goto(url('/contact'));
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectLocator(form).toContainText(FEEDBACK_FIELD_MESSAGES.name);
    await expectLocator(form).toContainText(FEEDBACK_FIELD_MESSAGES.comments);

    const email = uniqueEmail('visitor');
    const message = `Do you import from spreadsheets? ${randomUUID()}`;
    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expectLocator(page.getByTestId('contact-sent')).toContainText(CONTACT_MESSAGES.sent);
    const mail = await supportMailWith(message);
    expect(mail.subject).toBe('Contact page from Vera Visitor');
    expect(mail.text).toContain(`Vera Visitor <${email}>`);
  });

  test('a user shares feedback from the account page, signed by their profile', async ({ owner }) => {
    const { page, email, uid } = owner;
    await page.goto(url('/account'));
    await page.getByTestId('share-feedback').click();

    const dialog = page.getByTestId('feedback-dialog');
    await expectLocator(dialog.getByRole('heading')).toHaveText(FEEDBACK_TITLES.accountFeedback);
    await expectLocator(dialog.getByLabel('Name')).toHaveCount(0);
    await expectLocator(dialog.getByLabel('Email')).toHaveCount(0);
    const message = `The import could be faster. ${randomUUID()}`;
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByTestId('feedback-send').click();

    await expectLocator(dialog).toHaveCount(0);
    await expectLocator(page.locator('[data-sonner-toast]')).toContainText(FEEDBACK_MESSAGES.sent);
    const mail = await supportMailWith(message);
    expect(mail.subject).toBe('Account feedback from candid owner');
    expect(mail.text).toContain(`<${email}>`);
    expect(mail.text).toContain(`User id: ${uid}`);
  });
});
