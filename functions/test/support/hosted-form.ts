import { expect } from 'vitest';

/** Clicks a button of a Stripe stand-in page: its form posts, then redirects as Stripe's pages do; answers where to. */
export async function press(pageUrl: string, action: string, form: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${pageUrl}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}
