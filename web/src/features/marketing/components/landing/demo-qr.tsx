import { useEffect, useRef, useState } from 'react';
import { QR_SIZE } from '@listkeep/common/src/web/qr';
import { drawQr } from '@/lib/qr-image';
import { useNearViewport } from '../../hooks/use-near-viewport';

type QrState = 'waiting' | 'drawn' | 'failed';

/** The demo subscribe link's QR code, drawn at 128 px once the visitor scrolls near it. */
export function DemoQr({ link }: { link: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const near = useNearViewport(canvas);
  const [state, setState] = useState<QrState>('waiting');

  useEffect(() => {
    if (!near) return;
    let live = true;
    drawQr(() => (live ? canvas.current : null), link).then(
      () => live && setState('drawn'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [near, link]);

  return (
    <figure className="demo-qr">
      <canvas
        ref={canvas}
        width={QR_SIZE}
        height={QR_SIZE}
        className="demo-qr-canvas"
        role="img"
        aria-label="QR code of the demo subscribe link"
        data-testid="demo-qr"
        data-state={state}
      />
      <figcaption className="small muted">
        {state === 'failed' ? 'The QR code could not be drawn.' : 'Scan it with a phone camera.'}
      </figcaption>
    </figure>
  );
}
