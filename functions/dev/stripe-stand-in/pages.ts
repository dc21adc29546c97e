/**
 * The stand-in's hosted pages: checkout (Pay / Cancel) and the billing portal
 * (change plan, cancel, renew, and the local-only "end the period now").
 * Plain HTML forms, no script; they say plainly that no card is charged.
 */
import type { CheckoutSession, Customer, Ledger, PortalSession, Price, Subscription } from './ledger';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; background: #0f1115; color: #e7e9ee; }
  main { width: 100%; max-width: 440px; background: #171a21; border: 1px solid #2a2f3a; border-radius: 14px; padding: 28px; }
  .tag { display: inline-block; font-size: 12px; letter-spacing: .04em; text-transform: uppercase; color: #f5c26b;
    border: 1px solid #5a4a25; border-radius: 999px; padding: 2px 10px; margin-bottom: 12px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .muted { color: #9aa3b2; font-size: 14px; }
  .price { font-size: 32px; font-weight: 700; margin: 16px 0; }
  .price small { font-size: 15px; font-weight: 400; color: #9aa3b2; }
  label { display: block; font-size: 13px; color: #9aa3b2; margin: 14px 0 6px; }
  .field { background: #0f1115; border: 1px solid #2a2f3a; border-radius: 8px; padding: 10px 12px; color: #c9ced8; }
  .row { display: flex; gap: 10px; margin-top: 22px; flex-wrap: wrap; }
  button { font: inherit; border-radius: 8px; padding: 10px 16px; cursor: pointer; border: 1px solid #2a2f3a;
    background: #232834; color: #e7e9ee; }
  button.primary { background: #5b7cfa; border-color: #5b7cfa; color: #fff; flex: 1; font-weight: 600; }
  form { margin: 0; }
  .plans { display: grid; gap: 10px; margin-top: 16px; }
  .plan { display: flex; justify-content: space-between; align-items: center; gap: 12px;
    border: 1px solid #2a2f3a; border-radius: 10px; padding: 12px 14px; }
  .notice { background: #1d2a1f; border: 1px solid #2f5a36; color: #bfe6c6; border-radius: 8px; padding: 10px 12px; margin-top: 14px; }
  .local { margin-top: 22px; padding-top: 16px; border-top: 1px dashed #2a2f3a; }
  a { color: #8aa4ff; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(input: { session: CheckoutSession; price: Price; customer: Customer }): string {
  const { session, price, customer } = input;
  return layout(
    `Checkout: ${price.nickname}`,
    `<span class="tag">Local checkout · no card is charged</span>
<h1>Subscribe to Listkeep ${escape(price.nickname)}</h1>
<div class="muted">${escape(customer.email ?? '')}</div>
<div class="price">${money(price.unit_amount)} <small>per month</small></div>
<label>Card</label><div class="field">4242 4242 4242 4242 · 12/34 · 123</div>
<div class="row">
  <form method="post" action="/checkout/${escape(session.id)}/cancel"><button type="submit">Cancel</button></form>
  <form method="post" action="/checkout/${escape(session.id)}/pay" style="flex:1;display:flex">
    <button class="primary" type="submit">Pay ${money(price.unit_amount)}</button></form>
</div>`,
  );
}

export function portalPage(input: {
  session: PortalSession;
  subscription: Subscription | undefined;
  ledger: Ledger;
  notice: string | undefined;
}): string {
  const { session, subscription: sub, ledger, notice } = input;
  const back = `<p class="muted" style="margin-top:22px"><a href="${escape(session.return_url)}">Return to Listkeep</a></p>`;
  const noticeBlock = notice ? `<div class="notice" role="status">${escape(notice)}</div>` : '';
  if (!sub) {
    return layout(
      'Billing',
      `<span class="tag">Local billing portal</span><h1>No current plan</h1>${noticeBlock}${back}`,
    );
  }
  const current = ledger.price(sub.price)!;
  const next = sub.next_price ? ledger.price(sub.next_price) : undefined;
  const status = sub.cancel_at_period_end
    ? `Cancels on ${day(sub.current_period_end)}`
    : next
      ? `Changes to ${escape(next.nickname)} on ${day(sub.current_period_end)}`
      : `Renews on ${day(sub.current_period_end)}`;
  const action = (path: string, label: string, primary = false, price?: string) =>
    `<form method="post" action="/portal/${escape(session.id)}/${path}">${
      price ? `<input type="hidden" name="price" value="${escape(price)}">` : ''
    }<button type="submit"${primary ? ' class="primary"' : ''}>${label}</button></form>`;
  const plans = [...ledger.prices]
    .sort((a, b) => a.unit_amount - b.unit_amount)
    .map((price) => {
      const here = price.id === sub.price;
      return `<div class="plan"><div><strong>${escape(price.nickname)}</strong>
<div class="muted">${money(price.unit_amount)} per month</div></div>${
        here ? '<span class="muted">Current plan</span>' : action('update', 'Update Plan', false, price.id)
      }</div>`;
    })
    .join('');
  return layout(
    'Billing',
    `<span class="tag">Local billing portal · no card is charged</span>
<h1>${escape(current.nickname)} plan</h1>
<div class="muted">${status}</div>${noticeBlock}
<div class="plans">${plans}</div>
<div class="row">${sub.cancel_at_period_end ? '' : action('cancel', 'Cancel plan')}${
      sub.cancel_at_period_end || next ? action('renew', 'Keep my current plan') : ''
    }</div>
<div class="local"><div class="muted">Local only: move time forward.</div>
<div class="row">${action('end-period', 'End the billing period now')}</div></div>${back}`,
  );
}
