import { dismissRefusedSignups } from '../domain/plans';
import type { Handler } from '../http/handler-types';

export const dismissRefusedSignupsHandler: Handler<'dismissRefusedSignups'> = async (input, { deps, user }) => {
  await dismissRefusedSignups(deps, user.uid, input);
  return { ok: true };
};
