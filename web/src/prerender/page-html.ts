/**
 * Fills the built index.html with one page's pre-rendered markup and its own
 * head entries (title, description, canonical link), at build time.
 */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** Further head lines, as they are (the page's stylesheets and preloads). */
  links?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`the page template has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The app's scripts at low priority: the page is in the HTML already, so its
 * stylesheets come first on a slow connection and it shows before the
 * JavaScript that takes it over has arrived.
 */
function scriptsAfterStyles(html: string): string {
  return html
    .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ');
}

export function pageHtml(template: string, head: PageHead, body: string): string {
  let html = replaceOnce(
    scriptsAfterStyles(template),
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(head.title)}</title>`,
    '<title>',
  );
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    'meta description',
  );
  const headLines = [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`, head.links].filter(Boolean);
  html = replaceOnce(html, / *<\/head>/, `    ${headLines.join('\n    ')}\n  </head>`, '</head>');
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`, 'empty root element');
}
