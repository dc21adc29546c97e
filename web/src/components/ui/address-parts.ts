/**
 * An email address cut into the pieces it is shown in. It wraps by preference after its @ and before its
 * dots (`wrap`), and never right after a hyphen: browsers wrap text there, and "anne-" / "marie@…" reads
 * as a hyphenated word. So each hyphen travels with the character after it, in a piece marked `keep`
 * that must not be broken. Joined, the texts are the address.
 */
export type AddressPiece = { text: string; keep: boolean } | { wrap: true };

export function addressParts(address: string): AddressPiece[] {
  const pieces: AddressPiece[] = [];
  for (const text of address.split(/(-+.?)/)) {
    if (!text) continue;
    if (text.startsWith('-')) {
      pieces.push({ text, keep: true });
      continue;
    }
    text.split(/(?<=@)|(?=\.)/).forEach((part, i) => {
      if (i > 0 || (part.startsWith('.') && pieces.length > 0)) pieces.push({ wrap: true });
      pieces.push({ text: part, keep: false });
    });
  }
  return pieces;
}

/** Something shaped like an address inside running text; a full stop after it ends the sentence, not the address. */
const ADDRESS_IN_TEXT = /([^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,})/;

/** Running text cut so that the addresses in it stand alone, at the odd places of the list. */
export function splitAddresses(text: string): string[] {
  return text.split(ADDRESS_IN_TEXT);
}
