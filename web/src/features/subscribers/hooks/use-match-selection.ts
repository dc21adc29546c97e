import type { SubscriberMatch } from '@listkeep/common/src/subscriber-query';
import { useState } from 'react';
import type { MatchSelection } from '../components/selection-bar';
import type { useRowSelection } from './use-row-selection';

/** The whole match, once chosen: Copy, Export, Tag and Delete then run as jobs on the server. */
export interface AllMatching {
  match: SubscriberMatch;
  total: number;
}

/**
 * "Select all N matching": offered once every loaded row is ticked and the
 * server counts more than are loaded (this match's count, not the last's).
 * The choice is kept by the match's key, so other filters make it lapse.
 */
export function useMatchSelection(
  ticked: ReturnType<typeof useRowSelection>,
  match: SubscriberMatch,
  total: number | undefined,
  updating: boolean,
) {
  const [chosenMatch, setChosenMatch] = useState<string | null>(null);
  const matchKey = JSON.stringify(match);
  const matching: MatchSelection | null =
    ticked.state === 'all' && !updating && total !== undefined && total > ticked.selection.length
      ? { total, selected: chosenMatch === matchKey, onSelect: () => setChosenMatch(matchKey) }
      : null;
  const allMatching: AllMatching | null = matching?.selected ? { match, total: matching.total! } : null;
  const clear = () => {
    ticked.clear();
    setChosenMatch(null);
  };
  return { matching, allMatching, clear };
}
