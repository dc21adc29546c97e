/**
 * The files a pre-rendered page links in its head so that its first paint is
 * styled as the running app's is: the CSS of its route's chunk and of the
 * chunks that chunk imports (theirs first, in the order the app loads them),
 * and the chunks themselves, read from Vite's build manifest
 * (.vite/manifest.json).
 */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  css: string[];
  modules: string[];
}

export function pageAssets(manifest: Manifest, sources: readonly string[], entry = 'index.html'): PageAssets {
  const css = new Set<string>();
  const modules = new Set<string>();
  // The entry's own files are in the template already.
  const skip = new Set<string>();
  const walkEntry = (key: string) => {
    if (skip.has(key)) return;
    skip.add(key);
    for (const child of manifest[key]?.imports ?? []) walkEntry(child);
  };
  walkEntry(entry);

  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
    modules.add(`/${chunk.file}`);
    for (const child of chunk.imports ?? []) walk(child);
    // After the chunks it imports, as Vite loads them: a feature's rules build on the shared ones.
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  for (const source of sources) walk(source);
  return { css: [...css], modules: [...modules] };
}

/**
 * The head lines for the assets: the stylesheets, which hold the first paint
 * until the page is styled. The route's chunks are not preloaded: they would
 * share a slow connection with the stylesheets before the first paint, and
 * the page shows without them; the entry asks for them as it starts.
 */
export function assetLinks({ css }: PageAssets): string {
  return css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
}
