import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_MS_PER_CHAR } from '@listkeep/common/src/web/landing-demo';

/** How many leading characters two texts share: typing goes on from there. */
export function sharedPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * Types `text` from its `from`-th character on, one character per tick,
 * handing each longer beginning to `show`; calls `done` after the last one.
 * Returns a stop that ends the typing where it is.
 */
export function typeText(
  text: string,
  from: number,
  show: (typed: string) => void,
  done: () => void,
  msPerChar = TYPING_MS_PER_CHAR,
): () => void {
  let length = Math.min(from, text.length);
  show(text.slice(0, length));
  if (length >= text.length) {
    done();
    return () => undefined;
  }
  const timer = setInterval(() => {
    length += 1;
    show(text.slice(0, length));
    if (length >= text.length) {
      clearInterval(timer);
      done();
    }
  }, msPerChar);
  return () => clearInterval(timer);
}

export interface Typewriter {
  value: string;
  typing: boolean;
  /** Types the field's value into `target`, keeping what they share; at once when `animate` is false. */
  typeTo: (target: string) => void;
  /** The visitor's own edit: it stops any typing. */
  edit: (value: string) => void;
}

/** A field that fills itself at 40 ms a character (docs/product.md §9), and stays editable. */
export function useTypewriter(initial: string, animate: boolean): Typewriter {
  const [value, setValue] = useState(initial);
  const [typing, setTyping] = useState(false);
  const current = useRef(initial);
  const stop = useRef<() => void>(() => undefined);

  useEffect(() => () => stop.current(), []);

  const show = useCallback((text: string) => {
    current.current = text;
    setValue(text);
  }, []);

  const typeTo = useCallback(
    (target: string) => {
      stop.current();
      if (!animate) {
        show(target);
        return;
      }
      setTyping(true);
      stop.current = typeText(target, sharedPrefixLength(current.current, target), show, () => setTyping(false));
    },
    [animate, show],
  );

  const edit = useCallback(
    (text: string) => {
      stop.current();
      setTyping(false);
      show(text);
    },
    [show],
  );

  return { value, typing, typeTo, edit };
}
