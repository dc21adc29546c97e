import { QR_EXPORT_SCALE, QR_SIZE } from '@listkeep/common/src/qr';

/** The QR library is only fetched when a QR code is drawn. */
async function loadQr() {
  const mod = await import('qrcode');
  return (mod.default as typeof mod | undefined) ?? mod;
}

const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } } as const;

/**
 * Draws the QR code of `link` at the size shown, on the canvas `target` gives
 * once the library has loaded; none when the page no longer wants it.
 */
export async function drawQr(target: () => HTMLCanvasElement | null, link: string): Promise<void> {
  const qr = await loadQr();
  const canvas = target();
  if (canvas) await qr.toCanvas(canvas, link, { ...QR_OPTIONS, width: QR_SIZE });
}

/** The QR code of `link` as a PNG at the exported size. */
export async function renderPng(link: string): Promise<Blob> {
  const qr = await loadQr();
  const canvas = document.createElement('canvas');
  await qr.toCanvas(canvas, link, { ...QR_OPTIONS, width: QR_SIZE * QR_EXPORT_SCALE });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be exported.'))),
      'image/png',
    ),
  );
}
