import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="en" data-theme="dark">
  <head>
    <meta
      name="description"
      content="The site's description."
    />
    <title>Listkeep: Big League Tools for Small Senders</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a pre-rendered page', () => {
  const html = pageHtml(
    TEMPLATE,
    {
      title: 'Pricing · Listkeep',
      description: 'Plans for "small" senders & clubs <free>.',
      canonical: 'https://listkeep.example.org/pricing',
      links: '<link rel="stylesheet" crossorigin href="/assets/marketing-abc.css">',
    },
    '<main><h1>Simple plans</h1></main>',
  );

  it('carries its own title, description and canonical address, escaped', () => {
    expect(html).toContain('<title>Pricing · Listkeep</title>');
    expect(html).toContain(
      '<meta name="description" content="Plans for &quot;small&quot; senders &amp; clubs &lt;free&gt;." />',
    );
    expect(html).not.toContain("The site's description.");
    expect(html).toContain('<link rel="canonical" href="https://listkeep.example.org/pricing" />');
  });

  it('links its own stylesheets after the app’s, inside the head', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('index-abc.css')).toBeLessThan(head.indexOf('marketing-abc.css'));
  });

  it('asks for the app’s scripts at low priority, after its stylesheets', () => {
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('holds the markup in the root element', () => {
    expect(html).toContain('<div id="root"><main><h1>Simple plans</h1></main></div>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() =>
      pageHtml(TEMPLATE.replace('<div id="root"></div>', ''), { title: 't', description: 'd', canonical: 'c' }, ''),
    ).toThrow(/root/);
  });
});
