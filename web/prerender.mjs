// Runs the pre-rendering built by `vite build --ssr src/prerender/entry.tsx`
// over the client build in dist (src/prerender/entry.tsx says why).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// React's production build, as the browser runs it.
process.env.NODE_ENV ??= 'production';

const web = fileURLToPath(new URL('.', import.meta.url));
const ssr = `${web}dist-ssr`;
const { prerenderPages } = await import(`${ssr}/entry.js`);
const written = await prerenderPages(`${web}dist`);
await rm(ssr, { recursive: true, force: true });
console.log(`pre-rendered ${written.length} pages: ${written.join(', ')}`);
