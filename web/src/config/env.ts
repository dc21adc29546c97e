/**
 * Build-time settings. Local builds talk to the emulators; a production build
 * sets VITE_USE_EMULATORS=false and the VITE_FIREBASE_* values of the real project.
 */
const env = import.meta.env;

export const SUPPORT_EMAIL: string = env.VITE_SUPPORT_EMAIL || 'support@listkeep.app';

export const API_BASE: string = env.VITE_API_BASE || '/api';

export const API_TIMEOUT_MS = 10_000;

/**
 * For the calls that answer a whole list at once (copy, export): a list of a
 * million addresses takes about 10 s to read, so they may take up to just
 * under the API function's own 60 s limit.
 */
export const WHOLE_LIST_TIMEOUT_MS = 55_000;

export const firebaseConfig = {
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-listkeep',
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-listkeep.firebaseapp.com',
  databaseURL: env.VITE_FIREBASE_DATABASE_URL || 'http://127.0.0.1:9000?ns=demo-listkeep',
  appId: env.VITE_FIREBASE_APP_ID || undefined,
};

/**
 * VITE_USE_EMULATORS=true or false forces the choice at build time; unset, a
 * page served from a loopback host uses the local emulators and any other host
 * the real project, so one local build works against the local stack.
 */
export function shouldUseEmulators(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  if (env.VITE_USE_EMULATORS === 'true') return true;
  if (env.VITE_USE_EMULATORS === 'false') return false;
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/** The site's origin (canonical links), set by the build from LISTKEEP_PUBLIC_URL (config/site-files.ts). */
export const SITE_ORIGIN: string = env.VITE_SITE_ORIGIN || globalThis.location?.origin || '';
