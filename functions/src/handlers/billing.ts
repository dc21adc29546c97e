import { openCheckout } from '../domain/billing';
import type { Handler } from '../http/handler-types';

export const createCheckoutSessionHandler: Handler<'createCheckoutSession'> = async (input, { deps, user }) =>
  openCheckout(deps, user, input);
