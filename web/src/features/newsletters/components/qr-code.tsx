import { useRef } from 'react';
import { copyImage } from '@/lib/clipboard';
import { downloadBlob } from '@/lib/download';
import { notify } from '@/lib/toast';
import { useFlash } from '@/lib/use-flash';
import { useQrCanvas } from '../hooks/use-qr-canvas';
import { QR_SIZE } from '@listkeep/common/src/web/qr';
import { renderPng } from '@/lib/qr-image';
import { qrFileName } from '../utils/qr';
import '../newsletters.css';

/**
 * The subscribe QR code: a click copies the image, a second click soon after
 * downloads it. Mounted afresh for another link.
 */
export function QrCode({ link, newsletterName }: { link: string; newsletterName: string }) {
  const { canvas, failed } = useQrCanvas(link);
  const png = useRef<Promise<Blob> | null>(null);
  const [copied, flash] = useFlash();

  const pngOnce = (): Promise<Blob> => (png.current ??= renderPng(link));

  const download = async () => {
    try {
      downloadBlob(qrFileName(newsletterName), await pngOnce());
      notify('QR code downloaded.', 'success');
    } catch {
      notify('Failed to download QR code', 'error');
    }
  };

  const click = async () => {
    // A second click while the first copy still shows as copied downloads the image.
    if (copied) return download();
    const blob = pngOnce();
    blob.catch(() => undefined);
    if (await copyImage(blob)) {
      flash();
    } else {
      notify('Failed to copy QR code', 'error');
    }
  };

  return (
    <div className="qr-block">
      <button
        type="button"
        className="qr-button"
        onClick={() => void click()}
        aria-label={copied ? 'QR code copied. Click again to download it' : 'Copy the subscribe QR code'}
        data-testid="qr-code"
        data-copied={copied || undefined}
        disabled={failed}
      >
        <canvas ref={canvas} width={QR_SIZE} height={QR_SIZE} className="qr-canvas" aria-hidden="true" />
      </button>
      <p className="small muted qr-caption" aria-live="polite">
        {failed ? (
          'The QR code could not be drawn.'
        ) : copied ? (
          <>
            <strong className="qr-copied">Copied!</strong> Click again to download.
          </>
        ) : (
          'Click to copy the QR code image; click twice to download it.'
        )}
      </p>
    </div>
  );
}
