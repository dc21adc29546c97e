/**
 * Runs `work(key)` at most once per `windowMs` for each key, yet always after
 * the call that asked for it: a call made while a run is waiting to start
 * joins that run; a call made once it has started waits for the next one,
 * which starts no sooner than `windowMs` after it.
 */
export function coalesce(
  work: (key: string) => Promise<void>,
  windowMs: number,
  now: () => number = Date.now,
): (key: string) => Promise<void> {
  const waiting = new Map<string, Promise<void>>();
  const started = new Map<string, number>();

  const start = (key: string): Promise<void> => {
    waiting.delete(key);
    const at = now();
    started.set(key, at);
    // Keys that went quiet are forgotten, so the map holds only the busy ones.
    setTimeout(() => started.get(key) === at && started.delete(key), windowMs).unref?.();
    return work(key);
  };

  return (key) => {
    const joined = waiting.get(key);
    if (joined) return joined;
    const last = started.get(key);
    const delay = last === undefined ? 0 : last + windowMs - now();
    const run =
      delay <= 0
        ? Promise.resolve().then(() => start(key))
        : new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => start(key));
    waiting.set(key, run);
    return run;
  };
}
