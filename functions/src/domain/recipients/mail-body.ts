/**
 * The body of a mail to a recipient, written once and sent as two parts: the
 * plain text and an HTML part made from the same blocks. In both, an address
 * is shown whole (in HTML it is also the link's text), so a link cannot pose
 * as something else; every text of the sender's is escaped in the HTML.
 */
import type { Language } from '@listkeep/common';

/** A piece of a paragraph: text (which may hold line breaks), or an address. */
export type MailPiece = string | { url: string };

export type MailBlock =
  /** A paragraph Listkeep writes. */
  | { kind: 'paragraph'; pieces: MailPiece[] }
  /** The sender's own text (a welcome), kept as typed: blank lines part its paragraphs. */
  | { kind: 'sender-text'; text: string }
  /** What follows the mail's content: the way out, set apart as a signature. */
  | { kind: 'footer'; pieces: MailPiece[] };

export interface MailBody {
  text: string;
  html: string;
}

export const paragraph = (...pieces: MailPiece[]): MailBlock => ({ kind: 'paragraph', pieces });
export const link = (url: string): MailPiece => ({ url });

const pieceText = (piece: MailPiece) => (typeof piece === 'string' ? piece : piece.url);
const piecesText = (pieces: readonly MailPiece[]) => pieces.map(pieceText).join('');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return piecesText(block.pieces);
    case 'sender-text':
      return block.text;
    case 'footer':
      return `--\n${piecesText(block.pieces)}`;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>\n');

const LINK_STYLE = 'color:#1d4ed8;text-decoration:underline;word-break:break-all;';
const P_STYLE = 'margin:0 0 16px;';
const FOOTER_STYLE = 'margin:24px 0 0;padding-top:16px;border-top:1px solid #d8dde3;font-size:14px;color:#4b5563;';

function piecesHtml(pieces: readonly MailPiece[]): string {
  return pieces
    .map((piece) =>
      typeof piece === 'string'
        ? withBreaks(piece)
        : `<a href="${escapeHtml(piece.url)}" style="${LINK_STYLE}">${escapeHtml(piece.url)}</a>`,
    )
    .join('');
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P_STYLE}">${piecesHtml(block.pieces)}</p>`;
    case 'sender-text':
      return block.text
        .trim()
        .split(/(?:\r?\n[ \t]*){2,}/)
        .map((part) => `<p style="${P_STYLE}">${withBreaks(part)}</p>`)
        .join('\n');
    case 'footer':
      return `<p style="${FOOTER_STYLE}">${piecesHtml(block.pieces)}</p>`;
  }
}

/** The two parts of a mail with this subject and these blocks. */
export function mailBody(subject: string, blocks: readonly MailBlock[], language: Language): MailBody {
  const text = `${blocks.map(blockText).join('\n\n')}\n`;
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#f4f5f7;">',
    `<div role="article" aria-roledescription="email" lang="${language}" style="max-width:560px;margin:0 auto;padding:24px 16px;">`,
    '<div style="background:#ffffff;border:1px solid #e3e6ea;border-radius:8px;padding:24px;font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2328;">',
    ...blocks.map(blockHtml),
    '</div>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { text, html };
}
