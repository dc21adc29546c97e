import { sendFeedback } from '../domain/feedback';
import type { Handler } from '../http/handler-types';
import { sendMails } from './send-mails';

export const feedbackHandler: Handler<'feedback'> = async (input, { deps, identity }) => {
  const mail = await sendFeedback(deps, identity, input);
  await sendMails(deps, 'feedback', [mail]);
  return { ok: true };
};
