import { describe, expect, it } from 'vitest';
import { assetLinks, pageAssets, type Manifest } from './page-assets';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_react.js'] },
  'src/app/routes/marketing.tsx': {
    file: 'assets/marketing-1.js',
    css: ['assets/marketing-1.css'],
    imports: ['_card.js', '_react.js'],
  },
  'src/app/routes/pricing.tsx': { file: 'assets/pricing-1.js', imports: ['_card.js'] },
};

describe('the assets of a pre-rendered page', () => {
  it('are its route chunk, the chunks it imports and their CSS, less what the entry loads already', () => {
    expect(pageAssets(MANIFEST, ['src/app/routes/marketing.tsx'])).toEqual({
      // The imported chunk's stylesheet first, so the route's own rules win where they overlap.
      css: ['/assets/card-1.css', '/assets/marketing-1.css'],
      modules: ['/assets/marketing-1.js', '/assets/card-1.js'],
    });
  });

  it('name each file once when routes share a chunk', () => {
    const assets = pageAssets(MANIFEST, ['src/app/routes/pricing.tsx', 'src/app/routes/marketing.tsx']);
    expect(assets.modules).toEqual(['/assets/pricing-1.js', '/assets/card-1.js', '/assets/marketing-1.js']);
  });

  it('stop the build when a route is missing from the manifest', () => {
    expect(() => pageAssets(MANIFEST, ['src/app/routes/gone.tsx'])).toThrow(/gone/);
  });

  it('become stylesheet links, with no preload of the chunks', () => {
    expect(
      assetLinks({ css: ['/a.css', '/b.css'], modules: ['/a.js'] })
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/a.css">',
      '<link rel="stylesheet" crossorigin href="/b.css">',
    ]);
  });
});
