/**
 * Screenshots into /tmp/shots (or SHOTS_DIR), taken once the page is at rest:
 * no request in flight and no dialog or toast still moving.
 *
 * Nothing compares them: they are for a person to look at. The screenshot
 * scripts (screenshot.ts and the others here) always take theirs; the journeys
 * take theirs only under `npm run shots` (LISTKEEP_SHOTS=1), which runs them
 * for that, so an ordinary test run does not wait for the page to rest and
 * encode a picture at each of them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Resolves when every finite animation on the page has finished; spinners run forever and are left out. */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Whether shots are wanted here: outside the test runner always, inside it under `npm run shots`. */
function shotsWanted(): boolean {
  return !process.env.VITEST || process.env.LISTKEEP_SHOTS === '1';
}

/**
 * Saves `SHOTS_DIR/<name>.png` of a page (the whole page with `fullPage`) or of
 * one element, and gives its path; in a journey not run for its shots, nothing (null).
 */
export async function saveShot(target: Page | Locator, name: string, fullPage = false): Promise<string | null> {
  if (!shotsWanted()) return null;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const page = 'goto' in target ? target : target.page();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await animationsDone(page);
  const path = join(SHOTS_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
  return path;
}
