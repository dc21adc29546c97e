/**
 * The HTML form's preview: the snippet in a page of its own with a plain
 * system font, since on the sender's site it takes the site's styles. The
 * preview's frame is sandboxed, so its form sends nothing.
 */
export const formPreviewDocument = (formHtml: string) =>
  '<!doctype html><html><head><meta charset="utf-8"><style>' +
  'body{margin:12px;font:15px/1.5 system-ui,sans-serif;color:#131720;background:#fff}' +
  'label{display:block;margin-bottom:8px}input[type=email]{display:block;margin-top:4px;padding:6px 8px;width:100%;max-width:260px;box-sizing:border-box}' +
  `</style></head><body>${formHtml}</body></html>`;
