import { QR_EXPORT_SCALE, QR_PRINT_SIZE, QR_SIZE } from '@listkeep/common/src/web/qr';

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

/** The QR code of `link` as a PNG, `width` pixels wide: the exported size unless told (a print size). */
export async function renderPng(link: string, width = QR_SIZE * QR_EXPORT_SCALE): Promise<Blob> {
  const qr = await loadQr();
  const canvas = document.createElement('canvas');
  await qr.toCanvas(canvas, link, { ...QR_OPTIONS, width });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be exported.'))),
      'image/png',
    ),
  );
}

/** The QR code of `link` as an SVG file, which prints sharp at any size; `width` is its nominal size. */
export async function renderSvg(link: string, width = QR_PRINT_SIZE): Promise<Blob> {
  const qr = await loadQr();
  const svg = await qr.toString(link, { ...QR_OPTIONS, type: 'svg', width });
  return new Blob([svg], { type: 'image/svg+xml' });
}
