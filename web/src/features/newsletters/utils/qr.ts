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
