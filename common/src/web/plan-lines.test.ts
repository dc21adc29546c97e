import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planCardLines, planLines } from './plan-lines';
import { PLANS, TIERS, apiTier, priceLabel, type Plan } from '../tiers';

const product = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');

/** The rows of docs/product.md's plan table, cell by cell, keyed by tier. */
function docsPlanTable(): Map<string, Record<string, string>> {
  const lines = product.split('\n');
  const head = lines.findIndex((line) => /^\| tier\s+\| API id\s+\| name\s+\| price/.test(line));
  if (head < 0) throw new Error('docs/product.md has no plan table (| tier | API id | name | price …)');
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
  const names = cells(lines[head]);
  const rows = new Map<string, Record<string, string>>();
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const row = Object.fromEntries(cells(line).map((cell, i) => [names[i], cell]));
    rows.set(row.tier.replace(/`/g, ''), row);
  }
  return rows;
}

const figure = (n: number) => (Number.isFinite(n) ? String(n) : 'unlimited');
const tick = (on: boolean) => (on ? '✓' : '');
function tracking(plan: Plan): string {
  const tracked = [
    plan.trackSubscribers && 'subscribers',
    plan.trackClicks && 'clicks',
    plan.trackLinks && 'links',
  ].filter(Boolean);
  return tracked.length > 0 ? tracked.join(', ') : 'none';
}

describe('the plan cards', () => {
  it('list on each card only what the plans below it lack', () => {
    TIERS.forEach((tier, i) => {
      const had = new Set(TIERS.slice(0, i).flatMap(planLines));
      for (const line of planCardLines(tier).lines) expect(had.has(line), `${tier}: ${line}`).toBe(false);
    });
  });

  it('say what each plan adds to the one below, and leave nothing out', () => {
    expect(planCardLines('starter').intro).toBeNull();
    expect(planCardLines('core').intro).toBe('Everything in Starter, plus');
    expect(planCardLines('scale').intro).toBe('Everything in Group, plus');
    TIERS.forEach((tier, i) => {
      const shown = new Set(TIERS.slice(0, i + 1).flatMap((t) => planCardLines(t).lines));
      for (const line of planLines(tier)) {
        const dearerLimit = /^(Up to|Unlimited|Team access|1 list)/.test(line);
        if (!dearerLimit) expect(shown.has(line), `${tier}: ${line}`).toBe(true);
      }
    });
  });

  it('give sign-up counts, subscriber histories and tags where the plan record does', () => {
    expect(planLines('group')).toContain('Sign-up and opt-out counts per email');
    expect(planLines('scale')).toContain('Sign-up and opt-out counts per email');
    expect(planCardLines('group').lines).toContain('Subscriber histories');
    expect(planCardLines('group').lines).toContain('Tag-based segmentation');
    expect(planCardLines('group').lines).toContain('API keys for your other tools');
    expect(planLines('core')).not.toContain('API keys for your other tools');
    expect(planLines('core')).not.toContain('Subscriber histories');
  });
});

describe('docs/product.md', () => {
  it('plan table matches the plan record, cell by cell', () => {
    const table = docsPlanTable();
    expect([...table.keys()]).toEqual([...TIERS]);
    for (const tier of TIERS) {
      const plan = PLANS[tier];
      expect(table.get(tier), tier).toEqual({
        tier: `\`${tier}\``,
        'API id': `\`${apiTier(tier)}\``,
        name: plan.name,
        price: priceLabel(plan),
        lists: figure(plan.maxLists),
        users: figure(plan.maxUsers),
        subscribers: figure(plan.maxSubscribers),
        tracking: tracking(plan),
        'custom footer': tick(plan.customFooter),
        'multi-user': tick(plan.multiUser),
        'multi-list': tick(plan.multiList),
        'audit history': tick(plan.auditHistory),
        tags: tick(plan.tags),
        'API keys': tick(plan.apiKeys),
        webhooks: tick(plan.webhooks),
      });
    }
  });

  it('lists the pricing cards as the app makes them', () => {
    for (const tier of TIERS) {
      const plan = PLANS[tier];
      const { intro, lines } = planCardLines(tier);
      const said = `- ${plan.name} (${priceLabel(plan)}): ${intro ? `${intro}: ` : ''}${lines.join(', ')}`;
      expect(product.split('\n'), tier).toContain(said);
    }
  });
});
