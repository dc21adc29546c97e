import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  resendWebhookDelivery,
} from '../domain/webhooks';
import type { Handler } from '../http/handler-types';

export const createWebhookHandler: Handler<'createWebhook'> = async (input, { deps, user }) =>
  createWebhook(deps, user, input);

export const listWebhooksHandler: Handler<'listWebhooks'> = async (input, { deps, user }) => ({
  webhooks: await listWebhooks(deps, user.uid, input.teamID),
});

export const deleteWebhookHandler: Handler<'deleteWebhook'> = async (input, { deps, user }) => {
  await deleteWebhook(deps, user.uid, input.id);
  return { ok: true };
};

export const listWebhookDeliveriesHandler: Handler<'listWebhookDeliveries'> = async (input, { deps, user }) => ({
  deliveries: await listWebhookDeliveries(deps, user.uid, input.id),
});

export const resendWebhookDeliveryHandler: Handler<'resendWebhookDelivery'> = async (input, { deps, user }) => ({
  delivery: await resendWebhookDelivery(deps, user.uid, input.id),
});
