/**
 * The signature of a delivery (docs/product.md §4 Webhooks), Stripe's scheme:
 * `Listkeep-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * keyed with the endpoint's secret. The time is signed with the body, so a
 * receiver that refuses old times refuses a replayed request.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint's secret: `whsec_` and 256 random bits, base64url. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const t = Math.floor(unixSeconds);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
