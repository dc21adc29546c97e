import { createNewsletter } from '../domain/newsletters';
import type { Handler } from '../http/handler-types';

export const createNewsletterHandler: Handler<'createNewsletter'> = async (input, { deps, user }) => {
  const newsletter = await createNewsletter(deps, user.uid, input);
  return { id: newsletter.id, newsletter };
};
