import { QR_PRINT_SIZE, QR_SIZE } from '@listkeep/common/src/web/qr';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/download';
import { renderPng, renderSvg } from '@/lib/qr-image';
import { notify } from '@/lib/toast';
import { useQrCanvas } from '../hooks/use-qr-canvas';
import { qrFileName } from '../utils/qr';
import '../newsletters.css';

interface SourceQrProps {
  link: string;
  newsletterName: string;
  sourceName: string;
}

/** A source's QR code, shown small, and downloadable at print size as PNG or SVG. Mounted afresh for another link. */
export function SourceQr({ link, newsletterName, sourceName }: SourceQrProps) {
  const { canvas, failed } = useQrCanvas(link);

  const download = async (type: 'png' | 'svg') => {
    try {
      const blob = type === 'png' ? await renderPng(link, QR_PRINT_SIZE) : await renderSvg(link);
      downloadBlob(qrFileName(newsletterName, { source: sourceName, type }), blob);
      notify('QR code downloaded.', 'success');
    } catch {
      notify('Failed to download QR code', 'error');
    }
  };

  return (
    <div className="source-qr">
      <canvas
        ref={canvas}
        width={QR_SIZE}
        height={QR_SIZE}
        className="qr-canvas source-qr-canvas"
        role="img"
        aria-label={failed ? 'The QR code could not be drawn.' : `QR code of the ${sourceName} link`}
      />
      <div className="source-qr-downloads">
        {(['png', 'svg'] as const).map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            disabled={failed}
            onClick={() => void download(type)}
            aria-label={`Download the QR code of ${sourceName} as ${type.toUpperCase()}`}
            data-testid={`source-qr-${type}`}
          >
            {type.toUpperCase()}
          </Button>
        ))}
      </div>
    </div>
  );
}
