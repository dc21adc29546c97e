import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const render = (Component: React.ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Ann" />
    </Suspense>,
  );

describe('preloadable', () => {
  it('renders at once when its chunk has arrived', async () => {
    const greeting = preloadable(async () => Greeting);
    await greeting.preload();
    expect(render(greeting.Component)).toContain('Hello <!-- -->Ann');
  });

  it('suspends while its chunk is still on its way', () => {
    const greeting = preloadable(() => new Promise<typeof Greeting>(() => undefined));
    expect(render(greeting.Component)).toContain('Loading');
  });

  it('downloads the chunk once for preloads and renders', async () => {
    let downloads = 0;
    const greeting = preloadable(async () => {
      downloads += 1;
      return Greeting;
    });
    await Promise.all([greeting.preload(), greeting.preload()]);
    render(greeting.Component);
    expect(downloads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempts = 0;
    const greeting = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(greeting.preload()).rejects.toThrow('offline');
    await greeting.preload();
    expect(render(greeting.Component)).toContain('Hello <!-- -->Ann');
  });
});
