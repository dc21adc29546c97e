import { addressParts, splitAddresses } from './address-parts';
import './address.css';

/**
 * An email address as text: it moves to the next line whole when it fits there; else it wraps after its @
 * or before a dot, and only a part too long for a line breaks elsewhere, never right after a hyphen.
 */
export function Address({ children }: { children: string }) {
  return (
    <span className="address">
      {addressParts(children).map((piece, i) =>
        !('text' in piece) ? (
          <wbr key={i} />
        ) : piece.keep ? (
          <span key={i} className="address-keep">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}

/** Running text whose email addresses wrap as `Address` wraps them. */
export function TextWithAddresses({ text }: { text: string }) {
  return splitAddresses(text).map((piece, i) => (i % 2 === 1 ? <Address key={i}>{piece}</Address> : piece));
}
