import { embedFrameHtml, signUpFormHtml } from '@listkeep/common/src/sign-up-forms';
import { describe, expect, it } from 'vitest';
import { loadSnippetWords } from './use-snippet-words';

const TARGET = { newsletterID: 'List0000000000000000' };

describe('the sign-up snippets in the list’s language', () => {
  it('label and button the form in German, and name German for the mail it causes', async () => {
    const words = await loadSnippetWords('de', 'Vereinsbrief & Co');
    const html = signUpFormHtml('https://app.example', TARGET, words);
    expect(html).toContain('<label>Vereinsbrief &amp; Co abonnieren');
    expect(html).toContain('<input type="hidden" name="language" value="de">');
    expect(html).toContain('<button type="submit">Abonnieren</button>');
    expect(embedFrameHtml('https://app.example', TARGET, words)).toContain('title="Vereinsbrief &amp; Co abonnieren"');
  });

  it('read as before in English', async () => {
    const html = signUpFormHtml('https://app.example', TARGET, await loadSnippetWords('en', 'Harbour News'));
    expect(html).toContain('<label>Subscribe to Harbour News');
    expect(html).toContain('<input type="hidden" name="language" value="en">');
    expect(html).toContain('<button type="submit">Subscribe</button>');
  });
});
