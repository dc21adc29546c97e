/**
 * Which teams' data to fetch again on a value of `teamSignals/{uid}`
 * (docs/product.md §4, Live team data): for each of the user's teams, the
 * time the server last signalled a change. The first value heard is what was
 * there when the page started listening, which its own fetches already show;
 * after it, every team whose time moved is named.
 */
type Times = Record<string, unknown>;

const asTimes = (value: unknown): Times =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Times) : {};

export function teamSignalJudge(): (value: unknown) => string[] {
  let last: Times | null = null;
  return (value) => {
    const before = last;
    const now = asTimes(value);
    last = now;
    if (before === null) return [];
    return Object.keys(now).filter((teamID) => now[teamID] !== before[teamID]);
  };
}
