import { randomUUID } from 'node:crypto';
import { FEEDBACK_FIELD_MESSAGES, FEEDBACK_SIGN_IN_MESSAGE, type CallInput } from '@listkeep/common';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../src/domain/docs';
import type { FeedbackDoc } from '../src/domain/accounts/feedback';
import { LOCAL_SUPPORT_EMAIL } from '../src/services/deps';
import { call, errorOf, ok, send } from './support/client';
import { newUser } from './support/fixtures';
import { uniqueEmail } from './support/identities';
import { headerOf, mailsTo } from './support/mail';
import { newClient } from './support/public-client';
import { atStartOfHour } from './support/served-api';
import { testStore } from './support/store';

const visitor = () => ({ headers: newClient() });
const note = () => `A note ${randomUUID()}`;

/** The messages kept for the support inbox whose text is `message`. */
async function stored(message: string): Promise<FeedbackDoc[]> {
  const snaps = await testStore().collection<FeedbackDoc>(COLLECTIONS.feedback).where('message', '==', message).get();
  return snaps.docs.map((doc) => doc.data()!);
}

/** The support mail that carries `message`, waiting for it to arrive. */
async function supportMailWith(message: string) {
  const until = Date.now() + 5000;
  for (;;) {
    const mail = (await mailsTo(LOCAL_SUPPORT_EMAIL, 1, 0)).find((m) => m.text.includes(message));
    if (mail || Date.now() > until) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const fieldErrors = (answer: Awaited<ReturnType<typeof send>>) =>
  // The first message of each field, as a form shows it.
  Object.fromEntries([...(errorOf(answer).fields ?? [])].reverse().map((f) => [f.path, f.message]));

describe('POST /feedback from the contact page', () => {
  it('keeps a visitor’s message and mails it to the support address, answering to the sender', async () => {
    const message = note();
    const email = uniqueEmail('visitor');
    const input: CallInput<'feedback'> = {
      type: 'contact',
      formData: { name: 'Vera Visitor', email, comments: message },
    };
    expect(ok(await call('feedback', input, visitor()))).toEqual({ ok: true });

    const [doc, ...more] = await stored(message);
    expect(more).toEqual([]);
    expect(doc).toEqual({
      type: 'contact',
      message,
      name: 'Vera Visitor',
      email,
      emailKey: email,
      createdAt: expect.any(Number),
    });
    expect(doc).not.toHaveProperty('uid');

    const mail = await supportMailWith(message);
    expect(mail?.subject).toBe('Contact page from Vera Visitor');
    expect(mail?.text).toContain(`Vera Visitor <${email}>`);
    expect(await headerOf(mail!, 'Reply-To')).toBe(email);
  });

  it('answers 400 with a message on each missing or wrong field', async () => {
    const empty = await send(
      'feedback',
      { type: 'contact', formData: { name: ' ', email: '', comments: '' } },
      visitor(),
    );
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      'formData.name': FEEDBACK_FIELD_MESSAGES.name,
      'formData.email': 'Please enter an email address.',
      'formData.comments': FEEDBACK_FIELD_MESSAGES.comments,
    });

    const badAddress = await send(
      'feedback',
      { type: 'contact', formData: { name: 'Vera', email: 'vera at home', comments: 'Hello' } },
      visitor(),
    );
    expect(fieldErrors(badAddress)).toEqual({ 'formData.email': 'Please enter a valid email address.' });

    const badType = await send('feedback', { type: 'praise', formData: { comments: 'Hello' } }, visitor());
    expect(badType.status).toBe(400);
    expect(Object.keys(fieldErrors(badType))).toEqual(['type']);
  });

  it('limits messages per client like the other public calls', async () => {
    const undo = atStartOfHour();
    try {
      const client = { headers: newClient() };
      const input = (i: number): CallInput<'feedback'> => ({
        type: 'contact',
        formData: { name: 'Busy', email: uniqueEmail('busy'), comments: `Message ${i}` },
      });
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await call('feedback', input(i), client)).status);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      undo();
    }
  });
});

describe('POST /feedback from a signed-in user', () => {
  it('takes the sender of account feedback from the profile and keeps their user id', async () => {
    const user = await newUser();
    ok(await call('setProfile', { name: 'Fay Feedback' }, { as: user }));
    const message = note();
    ok(
      await call(
        'feedback',
        { type: 'accountFeedback', formData: { comments: message }, userID: user.uid },
        { as: user },
      ),
    );

    const [doc] = await stored(message);
    expect(doc).toEqual({
      type: 'accountFeedback',
      message,
      name: 'Fay Feedback',
      email: user.email,
      emailKey: user.email,
      uid: user.uid,
      createdAt: expect.any(Number),
    });
    const mail = await supportMailWith(message);
    expect(mail?.subject).toBe('Account feedback from Fay Feedback');
    expect(mail?.text).toContain(`User id: ${user.uid}`);
  });

  it('asks for name and address on the other feedback kinds', async () => {
    const user = await newUser();
    for (const type of ['feedback', 'professionalReachOut', 'communityReachOutFromPricingPage'] as const) {
      const answer = await send('feedback', { type, formData: { comments: 'Hi' } }, { as: user });
      expect(answer.status).toBe(400);
      expect(Object.keys(fieldErrors(answer)).sort()).toEqual(['formData.email', 'formData.name']);
    }
    const message = note();
    const input = { type: 'professionalReachOut', formData: { name: 'Pro', email: user.email, comments: message } };
    ok(await call('feedback', input as CallInput<'feedback'>, { as: user }));
    expect((await stored(message))[0]).toMatchObject({ type: 'professionalReachOut', name: 'Pro', uid: user.uid });
  });

  it('refuses the signed-in kinds without a session, and a user id that is not the caller’s', async () => {
    const message = note();
    const signedOut = await send('feedback', { type: 'accountFeedback', formData: { comments: message } }, visitor());
    expect([signedOut.status, errorOf(signedOut).message]).toEqual([401, FEEDBACK_SIGN_IN_MESSAGE]);

    const user = await newUser();
    const other = await newUser();
    const posing = await send(
      'feedback',
      { type: 'accountFeedback', formData: { comments: message }, userID: other.uid },
      { as: user },
    );
    expect([posing.status, Object.keys(fieldErrors(posing))]).toEqual([400, ['userID']]);
    expect(await stored(message)).toEqual([]);
  });
});
