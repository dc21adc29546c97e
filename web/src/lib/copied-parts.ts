import { create } from 'zustand';

interface CopiedParts {
  /** The parts copied since the page was opened, each by its addresses. */
  copied: ReadonlySet<string>;
  mark: (part: readonly string[]) => void;
}

/** A part is known by its addresses, so a list that changed (or is cut otherwise) starts unmarked. */
export const partKey = (part: readonly string[]): string => part.join('\n');

/**
 * Which parts of a long list were copied, kept while the page is open: a
 * sender who closes the dialog to send one part finds the others still
 * marked when they come back for the next.
 */
export const useCopiedParts = create<CopiedParts>((set) => ({
  copied: new Set(),
  mark: (part) => set(({ copied }) => ({ copied: new Set(copied).add(partKey(part)) })),
}));
