import { addJoinedBatch, getEmailSend, markSendBatch, planEmailSend } from '../domain/emails';
import type { Handler } from '../http/handler-types';

export const getEmailSendHandler: Handler<'getEmailSend'> = (input, { deps, user }) =>
  getEmailSend(deps, user.uid, input);

export const planEmailSendHandler: Handler<'planEmailSend'> = (input, { deps, user }) =>
  planEmailSend(deps, user.uid, input);

export const markSendBatchHandler: Handler<'markSendBatch'> = (input, { deps, user }) =>
  markSendBatch(deps, user.uid, input);

export const addJoinedBatchHandler: Handler<'addJoinedBatch'> = (input, { deps, user }) =>
  addJoinedBatch(deps, user.uid, input);
