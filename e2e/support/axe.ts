/**
 * An accessibility scan of what a page shows now, by axe-core in the page
 * itself. The app's Content-Security-Policy allows no inline script, so axe's
 * source is evaluated through the browser's debugging channel (as every
 * page.evaluate is), which the policy does not govern. The scan fails on every
 * serious or critical violation, naming each with its element and axe's help.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Every serious or critical violation on the page, one line each: rule, element, what to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: Violation[] };
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.impact} ${v.id}: ${JSON.stringify(node.target)}: ${v.help}` +
          (node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''),
      ),
    );
}

/** Fails, listing each one, when the page shows any serious or critical violation. */
export async function scan(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), `accessibility of ${label}`).toEqual([]);
}
