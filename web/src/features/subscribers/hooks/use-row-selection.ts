import type { Subscriber } from '@listkeep/common/src/entities';
import { useMemo, useState } from 'react';

/** The ticked rows of the table; only those the filters show count, so nothing hidden is acted on by surprise. */
export function useRowSelection(shown: readonly Subscriber[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selection = useMemo(
    () => (selected.size === 0 ? [] : shown.filter((s) => selected.has(s.id))),
    [shown, selected],
  );
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(selection.length === shown.length ? new Set() : new Set(shown.map((s) => s.id)));
  return {
    selected,
    selection,
    toggle,
    toggleAll,
    clear: () => setSelected(new Set()),
    /** How many of the rows shown are ticked. */
    state:
      selection.length === 0
        ? ('none' as const)
        : selection.length === shown.length
          ? ('all' as const)
          : ('some' as const),
  };
}
