/**
 * The stand-in as a process of the local stack (scripts/stack.mjs):
 * `node --import tsx functions/dev/stripe-stand-in/main.ts`, configured by
 * LISTKEEP_STRIPE_PORT, LISTKEEP_STRIPE_WEBHOOK_URL, LISTKEEP_STRIPE_WEBHOOK_SECRET and
 * LISTKEEP_STRIPE_STATE (the ledger's file).
 */
import { PLAN_PRICES } from './prices';
import { startStripeStandIn } from './server';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main() {
  const standIn = await startStripeStandIn({
    port: Number(env('LISTKEEP_STRIPE_PORT')),
    prices: PLAN_PRICES,
    webhook: { url: env('LISTKEEP_STRIPE_WEBHOOK_URL'), secret: env('LISTKEEP_STRIPE_WEBHOOK_SECRET') },
    statePath: process.env.LISTKEEP_STRIPE_STATE,
  });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void standIn.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
