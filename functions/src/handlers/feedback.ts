import { sendFeedback } from '../domain/accounts';
import type { Handler } from '../http/handler-types';

export const feedbackHandler: Handler<'feedback'> = async (input, { deps, identity }) => {
  await sendFeedback(deps, identity, input);
  return { ok: true };
};
