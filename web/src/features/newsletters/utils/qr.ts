/** Copied states go back after 1.5 s; a second QR click within it downloads. */
export const COPIED_MS = 1500;

/** A name made safe for a file name: plain lower-case letters and digits joined by hyphens; '' when none is left. */
function fileSafe(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * `<newsletter>-subscribe-qr.png`, or with a source `<newsletter>-<source>-qr.svg`,
 * with the names made safe for a file name.
 */
export function qrFileName(newsletterName: string, options: { source?: string; type?: 'png' | 'svg' } = {}): string {
  const list = fileSafe(newsletterName) || 'newsletter';
  const source = options.source === undefined ? 'subscribe' : fileSafe(options.source) || 'source';
  return `${list}-${source}-qr.${options.type ?? 'png'}`;
}
