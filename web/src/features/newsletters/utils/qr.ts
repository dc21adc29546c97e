/** The QR code is drawn at 128 px and exported at 4 times that (docs/product.md §9). */
export const QR_SIZE = 128;
export const QR_EXPORT_SCALE = 4;
/** Copied states go back after 1.5 s; a second QR click within it downloads. */
export const COPIED_MS = 1500;

/** `<newsletter>-subscribe-qr.png`, with the name made safe for a file name. */
export function qrFileName(newsletterName: string): string {
  const base =
    newsletterName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'newsletter';
  return `${base}-subscribe-qr.png`;
}
