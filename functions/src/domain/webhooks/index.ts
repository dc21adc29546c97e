/** Webhooks: a team's endpoints, the events its changes queue for them, and their signed, retried delivery. */
export { createWebhook, deleteWebhook, listWebhooks } from './endpoints';
export {
  holdImportCompleted,
  queueImportCompleted,
  queueSubscriberEvents,
  queueWebhookEvent,
  teamWebhooks,
  wants,
  type TeamWebhooks,
} from './events';
export {
  deliverDueWebhooks,
  deliverWebhook,
  listWebhookDeliveries,
  resendWebhookDelivery,
  WEBHOOK_SWEEP_EVERY_MINUTES,
} from './outbox';
