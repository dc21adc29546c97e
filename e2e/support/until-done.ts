import type { Locator } from 'playwright-core';

/**
 * Waits as a person watching a long task does, until `done` shows: while a
 * control in `scope` says it is working (aria-busy, as a button with its
 * spinner does) and what `scope` says of its progress (its role=status text)
 * keeps changing. Fails when nothing changes for `stallMs`, so a task that
 * stopped is not waited out. The server's share of an import or an undo grows
 * with the load on the machine; this waits for it to end, not for a set time.
 */
export async function untilDone(scope: Locator, done: Locator, stallMs = 30_000): Promise<void> {
  const working = scope.locator('[aria-busy="true"]');
  const progress = scope.getByRole('status');
  let said: string | null = null;
  let since = Date.now();
  while ((await done.count()) === 0) {
    const now = `${await working.count()} ${(await progress.allTextContents()).join(' ')}`;
    if (now !== said) [said, since] = [now, Date.now()];
    else if (Date.now() - since > stallMs) {
      throw new Error(`${String(done)} did not show; nothing in ${String(scope)} changed for ${stallMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
