import type { Subscriber } from '@listkeep/common/src/entities';
import { useState } from 'react';
import { teamTags } from '../utils/team-tags';

interface Seen {
  rows: readonly Subscriber[] | undefined;
  tags: readonly string[];
}

/**
 * The tags of every row loaded since the tab opened, so a filter that narrows
 * the rows does not narrow the tags offered with them. The server does not
 * name a team's tags yet: these are the ones the sender has had in view.
 */
export function useSeenTags(rows: readonly Subscriber[] | undefined): readonly string[] {
  const [seen, setSeen] = useState<Seen>({ rows: undefined, tags: [] });
  if (!rows || rows === seen.rows) return seen.tags;
  // New rows: remembered at once, as React allows for state that follows a prop.
  const merged = teamTags([{ tags: [...seen.tags] }, ...rows]);
  const tags = merged.join('\n') === seen.tags.join('\n') ? seen.tags : merged;
  setSeen({ rows, tags });
  return tags;
}
