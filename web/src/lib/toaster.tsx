import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { markToasterReady } from './toaster-ready';

const TOAST_DURATION_MS = 5_000;

/**
 * The toasts' outlet, in a chunk of its own: the toast library stays out of the
 * first download of every page and loads beside it. Its own effect subscribes
 * to the toasts before this one runs, so a toast sent once ready is never lost.
 */
export default function Toaster({ theme }: { theme: 'dark' | 'light' }) {
  useEffect(markToasterReady, []);
  // Bottom right, away from the navigation; on phones sonner spans the toasts along the bottom edge.
  return <SonnerToaster theme={theme} duration={TOAST_DURATION_MS} position="bottom-right" closeButton richColors />;
}
