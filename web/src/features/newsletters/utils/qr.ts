import { fileNameSlug } from '@listkeep/common/src/export';

/**
 * `<newsletter>-subscribe-qr.png`, or with a source `<newsletter>-<source>-qr.svg`,
 * with the names made safe for a file name.
 */
export function qrFileName(newsletterName: string, options: { source?: string; type?: 'png' | 'svg' } = {}): string {
  const list = fileNameSlug(newsletterName) || 'newsletter';
  const source = options.source === undefined ? 'subscribe' : fileNameSlug(options.source) || 'source';
  return `${list}-${source}-qr.${options.type ?? 'png'}`;
}
