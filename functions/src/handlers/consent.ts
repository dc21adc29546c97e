import { consentChainPage, consentReceipt } from '../domain/recipients';
import type { Handler } from '../http/handler-types';

export const consentChainHandler: Handler<'consentChain'> = async (input, { deps, user }) =>
  consentChainPage(deps, user.uid, input);

export const consentReceiptHandler: Handler<'consentReceipt'> = async (input, { deps }) =>
  consentReceipt(deps, input.linkID);
