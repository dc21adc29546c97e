import { useEffect, useRef, useState } from 'react';

/** Copied states go back after 1.5 s; a second QR click within it downloads. */
const COPIED_MS = 1500;

/** A flag that is true for 1.5 s after `flash()`. */
export function useFlash(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const flash = () => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), COPIED_MS);
  };
  return [on, flash];
}
