/**
 * A pasted list of addresses as people paste it (docs/product.md §5): plain
 * addresses separated by spaces, commas, semicolons or new lines, or the
 * recipient lines of Outlook, Gmail and Apple Mail, where each address may
 * carry a name: `Ann Lee <ann@x.org>; "Lee, Ann" <ann@x.org>`.
 *
 * The list is cut into entries first, so a quoted name or a `Name <address>`
 * pair is never broken at its spaces or commas; then each entry is unwrapped
 * to its address and name. What is not an address stays an entry of its own,
 * so the checks can name it.
 */
import type { KeptOutReason } from './import-status';
import { MAX } from './limits';

/** One address of a list as given, with the name and notes that came with it ('' when none). */
export interface ListedAddress {
  /** The address as typed, not yet checked. */
  email: string;
  name: string;
  notes: string;
  /** Tags a CSV file's row gave (common/src/tags.ts), valid ones only. */
  tags?: string[];
  /** A CSV file's row whose status says the person left (common/src/import-status.ts): kept out, never subscribed. */
  left?: KeptOutReason;
  /** The list a CSV file's row names by name (its list column), when the file is imported list by list. */
  list?: string;
}

/** Pieces of a list: a separator, a quoted text, an `<address>`, a `(comment)` or a word. */
type Piece = { kind: 'separator'; comma: boolean } | { kind: 'quoted' | 'angled' | 'comment' | 'word'; text: string };

const PIECES = /([,;\r\n])|([^\S\r\n]+)|"((?:[^"\\]|\\.)*)"?|<([^<>]*)>?|\(([^()]*)\)?|[^\s,;"<(]+/g;

/** A character that separates, quotes, brackets or comments: text without any of them is one word. */
const LIST_SYNTAX = /[\s,;"<(]/;

function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  for (const match of text.matchAll(PIECES)) {
    const [whole, separator, space, quoted, angled, comment] = match;
    if (separator !== undefined) out.push({ kind: 'separator', comma: separator === ',' });
    else if (space !== undefined) continue;
    else if (quoted !== undefined) out.push({ kind: 'quoted', text: quoted.replace(/\\(.)/g, '$1') });
    else if (angled !== undefined) out.push({ kind: 'angled', text: angled });
    else if (comment !== undefined) out.push({ kind: 'comment', text: comment });
    else out.push({ kind: 'word', text: whole });
  }
  return out;
}

/** A display name as stored: outer quotes off, spaces collapsed, at most the length of a person's name. */
export function cleanName(value: string): string {
  const trimmed = value.replace(/\s+/g, ' ').trim();
  const unquoted = /^(["'])(.*)\1$/.exec(trimmed)?.[2] ?? trimmed;
  return unquoted.trim().slice(0, MAX.personName).trim();
}

const hasAt = (piece: Piece) => 'text' in piece && piece.text.includes('@');
const nameText = (pieces: readonly Piece[]) => pieces.map((p) => ('text' in p ? p.text : '')).join(' ');

/**
 * Cuts pasted text into its addresses, each with the name given beside it.
 * Entries end at commas, semicolons and new lines outside quotes and angle
 * brackets. In an entry, the words before an `<address>` are its name; without
 * one, every word is an entry of its own (so `a@x.org b@x.org` is two), a
 * quoted name before a bare address names it, and a `(comment)` after an
 * address names it. Outlook's `Lee, Ann <ann@x.org>` keeps "Lee, Ann": an
 * entry of words without an at sign, ended by a comma, starts the name of the
 * `<address>` that follows; when none follows, its words are entries as usual.
 */
export function splitMailList(text: string): ListedAddress[] {
  // One word alone (the way an import sends each address) is one entry with no name.
  if (text !== '' && !LIST_SYNTAX.test(text)) return [{ email: text, name: '', notes: '' }];
  const out: ListedAddress[] = [];
  const add = (email: string, name = '') => out.push({ email, name: cleanName(name), notes: '' });
  /** Pieces of the current entry since the last `<address>`. */
  let words: Piece[] = [];
  /** Words of earlier entries that may begin the next name. */
  let carried: Piece[] = [];

  const addBare = (bare: readonly Piece[]) => {
    bare.forEach((piece, i) => {
      const next = bare[i + 1];
      if (piece.kind === 'comment' || piece.kind === 'separator') return;
      const namesNext = piece.kind === 'quoted' && !hasAt(piece) && next?.kind === 'word' && hasAt(next);
      if (namesNext) return;
      const previous = bare[i - 1];
      const name =
        previous?.kind === 'quoted' && !hasAt(previous) ? previous.text : next?.kind === 'comment' ? next.text : '';
      add(piece.text, name);
    });
  };

  const endEntry = (comma: boolean) => {
    const nameOnly = words.length > 0 && words.every((p) => (p.kind === 'word' || p.kind === 'quoted') && !hasAt(p));
    if (comma && nameOnly) {
      carried.push(...words, { kind: 'separator', comma: true });
    } else {
      addBare(carried);
      addBare(words);
      carried = [];
    }
    words = [];
  };

  const addAngled = (address: string) => {
    // Words up to the last bare address are entries of their own; the rest name this one.
    let lastAddress = words.length - 1;
    while (lastAddress >= 0 && !hasAt(words[lastAddress])) lastAddress -= 1;
    let earlier = '';
    if (lastAddress < 0) earlier = carriedName(carried);
    else {
      addBare(carried);
      addBare(words.slice(0, lastAddress + 1));
    }
    add(address, [earlier, nameText(words.slice(lastAddress + 1))].filter(Boolean).join(', '));
    carried = [];
    words = [];
  };

  for (const piece of pieces(text)) {
    if (piece.kind === 'separator') endEntry(piece.comma);
    else if (piece.kind === 'angled') addAngled(piece.text);
    else words.push(piece);
  }
  endEntry(false);
  return out;
}

/** The carried words as the name's beginning: entries joined by ", ". */
function carriedName(carried: readonly Piece[]): string {
  const parts: string[] = [];
  let current: Piece[] = [];
  for (const piece of carried) {
    if (piece.kind === 'separator') {
      parts.push(nameText(current));
      current = [];
    } else current.push(piece);
  }
  return parts.filter(Boolean).join(', ');
}
