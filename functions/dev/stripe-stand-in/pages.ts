/**
 * The stand-in's hosted pages: checkout (Pay / Cancel, or that it expired)
 * and the billing portal (change plan, cancel, renew, and in a box marked
 * "Local only" the buttons that stand for time passing or a card failing).
 * Plain HTML forms, no script; they say plainly that no card is charged.
 */
import { canApply, type PortalAction } from './actions';
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
  h2 { font-size: 19px; margin: 0 0 4px; }
  .badge { display: inline-block; vertical-align: middle; font-size: 12px; font-weight: 600; color: #f5c26b;
    background: #2a2413; border: 1px solid #5a4a25; border-radius: 999px; padding: 1px 9px; margin-left: 6px; }
  .lead, .notice.above { margin-bottom: 18px; }
  .notice.above { margin-top: 4px; }
  .subscription.later { margin-top: 26px; padding-top: 22px; border-top: 1px solid #2a2f3a; }
  .local { margin-top: 22px; padding: 14px 16px 16px; border: 1px dashed #5a4a25; border-radius: 10px; background: #15140f; }
  .local .row { margin-top: 12px; gap: 8px; }
  .local button { font-size: 14px; padding: 8px 12px; }
  .local-title { font-size: 12px; letter-spacing: .04em; text-transform: uppercase; color: #f5c26b; font-weight: 600; }
  button.danger { border-color: #6b2b2b; color: #f3b4b4; }
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

export function expiredCheckoutPage(session: CheckoutSession): string {
  return layout(
    'Checkout expired',
    `<span class="tag">Local checkout · no card is charged</span>
<h1>This checkout session has expired.</h1>
<p class="muted">Nothing was charged. Start again from Listkeep to subscribe.</p>
<p class="muted" style="margin-top:22px"><a href="${escape(session.cancel_url)}">Return to Listkeep</a></p>`,
  );
}

/** What the subscription is doing, in the portal's words. */
function statusLine(sub: Subscription, ledger: Ledger): string {
  const next = sub.next_price ? ledger.price(sub.next_price) : undefined;
  const invoice = ledger.invoices.find((i) => i.id === sub.latest_invoice);
  switch (sub.status) {
    case 'trialing':
      return sub.cancel_at_period_end
        ? `Trial ends on ${day(sub.trial_end ?? sub.current_period_end)}, then cancels`
        : `Trial ends on ${day(sub.trial_end ?? sub.current_period_end)}`;
    case 'past_due':
      return invoice?.next_payment_attempt
        ? `The renewal payment failed. Next try on ${day(invoice.next_payment_attempt)}`
        : 'The renewal payment failed.';
    case 'unpaid':
      return 'Unpaid: payment retries have stopped.';
    case 'paused':
      return 'Paused: no payments are taken until it resumes.';
    case 'incomplete':
      return 'The first payment is not finished.';
    default:
      if (sub.cancel_at_period_end) return `Cancels on ${day(sub.current_period_end)}`;
      if (next) return `Changes to ${escape(next.nickname)} on ${day(sub.current_period_end)}`;
      return `Renews on ${day(sub.current_period_end)}`;
  }
}

const BADGES: Partial<Record<Subscription['status'], string>> = {
  trialing: 'Trial',
  past_due: 'Payment failed',
  unpaid: 'Unpaid',
  paused: 'Paused',
  incomplete: 'Incomplete',
};

/** The local-only buttons, which stand for time passing or the card failing. */
const LOCAL_BUTTONS: [PortalAction, string][] = [
  ['end-period', 'End the billing period now'],
  ['fail-renewal', 'Fail the next renewal'],
  ['retry-payment', 'Retry the payment'],
  ['give-up', 'Stop retrying (unpaid)'],
  ['pause', 'Pause'],
  ['resume', 'Resume'],
];

export function portalPage(input: {
  session: PortalSession;
  /** The customer's live subscriptions, newest first. */
  subscriptions: Subscription[];
  ledger: Ledger;
  notice: string | undefined;
}): string {
  const { session, subscriptions, ledger, notice } = input;
  const back = `<p class="muted" style="margin-top:22px"><a href="${escape(session.return_url)}">Return to Listkeep</a></p>`;
  const noticeBlock = notice ? `<div class="notice" role="status">${escape(notice)}</div>` : '';
  const form = (path: string, label: string, fields: Record<string, string>, style = '') =>
    `<form method="post" action="/portal/${escape(session.id)}/${path}">${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
      .join('')}<button type="submit"${style ? ` class="${style}"` : ''}>${label}</button></form>`;
  const plansByPrice = [...ledger.prices].sort((a, b) => a.unit_amount - b.unit_amount);
  const planRow = (price: Price, action: string) =>
    `<div class="plan"><div><strong>${escape(price.nickname)}</strong>
<div class="muted">${money(price.unit_amount)} per month</div></div>${action}</div>`;

  if (subscriptions.length === 0) {
    const trials = plansByPrice
      .map((price) => planRow(price, form('start-trial', 'Start a 14-day trial', { price: price.id })))
      .join('');
    return layout(
      'Billing',
      `<span class="tag">Local billing portal · no card is charged</span><h1>No current plan</h1>${noticeBlock}
<section class="local" aria-label="Local only"><div class="local-title">Local only</div>
<div class="muted">Start a trial without paying, as if Stripe had.</div><div class="plans">${trials}</div></section>${back}`,
    );
  }

  const several = subscriptions.length > 1;
  const section = (sub: Subscription, index: number) => {
    const current = ledger.price(sub.price)!;
    const which = { subscription: sub.id };
    const heading = several ? 'h2' : 'h1';
    const badge = BADGES[sub.status] ? ` <span class="badge">${BADGES[sub.status]}</span>` : '';
    const plans = canApply('update', sub)
      ? `<div class="plans">${plansByPrice
          .map((price) =>
            planRow(
              price,
              price.id === sub.price
                ? '<span class="muted">Current plan</span>'
                : form('update', 'Update Plan', { ...which, price: price.id }),
            ),
          )
          .join('')}</div>`
      : '';
    const buttons = [
      canApply('cancel', sub) ? form('cancel', 'Cancel plan', which) : '',
      canApply('renew', sub) ? form('renew', 'Keep my current plan', which) : '',
      several ? form('cancel-now', 'Cancel this subscription now', which, 'danger') : '',
    ].join('');
    const local = LOCAL_BUTTONS.filter(([action]) => canApply(action, sub))
      .map(([action, label]) => form(action, label, which))
      .join('');
    return `<section class="subscription${index > 0 ? ' later' : ''}" data-subscription="${escape(sub.id)}" aria-label="${escape(current.nickname)} subscription">
<${heading}>${escape(current.nickname)} plan${badge}</${heading}>
<div class="muted">${statusLine(sub, ledger)}</div>${plans}
${buttons ? `<div class="row">${buttons}</div>` : ''}
${local ? `<section class="local" aria-label="Local only"><div class="local-title">Local only</div><div class="muted">Move time forward, or make the card fail.</div><div class="row">${local}</div></section>` : ''}
</section>`;
  };
  return layout(
    'Billing',
    `<span class="tag">Local billing portal · no card is charged</span>
${several ? `<h1>Your subscriptions</h1><div class="muted lead">This customer pays for ${subscriptions.length} subscriptions.</div>` : ''}${notice ? `<div class="notice above" role="status">${escape(notice)}</div>` : ''}
${subscriptions.map(section).join('')}${back}`,
  );
}
