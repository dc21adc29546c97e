import { useCallback, useEffect, useRef, useState } from 'react';

interface Edges {
  'data-more-before'?: true;
  'data-more-after'?: true;
}

/**
 * For a row of tabs that scrolls sideways on a phone: which ends have more
 * tabs beyond them (dashboard.css fades those edges, so the row reads as
 * scrollable), and the current tab brought into view whenever `current` changes.
 */
export function useTabStrip<T extends HTMLElement>(current: unknown) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<Edges>({});

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((prev) =>
      Boolean(prev['data-more-before']) === before && Boolean(prev['data-more-after']) === after
        ? prev
        : { ...(before && { 'data-more-before': true }), ...(after && { 'data-more-after': true }) },
    );
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  useEffect(() => {
    const el = ref.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    // Centred in the strip; scrollIntoView would also move the page.
    el.scrollTo({ left: active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2 });
    measure();
  }, [current, measure]);

  return [ref, edges] as const;
}
