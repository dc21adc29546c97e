import { useEffect, useRef, useState } from 'react';
import { drawQr } from '@/lib/qr-image';

/**
 * A canvas ref on which the QR code of `link` is drawn once the library has
 * loaded, and whether drawing failed. Mount the component afresh for another
 * link, so a failure of the last one is not kept.
 */
export function useQrCanvas(link: string) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    drawQr(() => (live ? canvas.current : null), link).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [link]);
  return { canvas, failed };
}
