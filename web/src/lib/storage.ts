/**
 * Local storage keys of docs/product.md §3. Every access is guarded because
 * storage throws in some private-browsing modes and must never break a page.
 */
const STORAGE_KEYS = {
  appVersion: 'appVersion',
  hasLoggedIn: 'hasLoggedIn',
  userToken: 'userToken',
  settings: 'settings',
  importMappings: 'importMappings',
  firstSteps: 'firstSteps',
} as const;

/**
 * Lifetime of the signed-in marker, written as docs/product.md §3 and §9 work
 * it out: 60 480 000 ms, 16.8 hours from the last confirmed session.
 */
const USER_TOKEN_TTL_MS = 3600 * 2400 * 7;

/** The local settings of docs/product.md §3, and their defaults. */
export interface Settings {
  theme: 'dark' | 'light';
  got_started: boolean;
}

const DEFAULT_SETTINGS: Settings = { theme: 'dark', got_started: true };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app still works, it only forgets hints.
  }
}

export function getAppVersion(): string | null {
  return read(STORAGE_KEYS.appVersion);
}

export function setAppVersion(version: string): void {
  write(STORAGE_KEYS.appVersion, version);
}

export function getHasLoggedIn(): boolean {
  return read(STORAGE_KEYS.hasLoggedIn) === 'true';
}

export function setHasLoggedIn(): void {
  write(STORAGE_KEYS.hasLoggedIn, 'true');
}

interface Expiring {
  value: string;
  expiry: number;
}

/**
 * The signed-in marker (docs/product.md §3) lets public pages show the
 * signed-in menu without loading the identity SDK; the SDK stays the source
 * of truth once loaded. Each confirmed session writes it anew.
 */
export function setUserToken(value: string, now = Date.now()): void {
  const item: Expiring = { value, expiry: now + USER_TOKEN_TTL_MS };
  write(STORAGE_KEYS.userToken, JSON.stringify(item));
}

export function clearUserToken(): void {
  write(STORAGE_KEYS.userToken, null);
}

export function getUserToken(now = Date.now()): string | null {
  const raw = read(STORAGE_KEYS.userToken);
  if (!raw) return null;
  try {
    const item = JSON.parse(raw) as Partial<Expiring>;
    if (typeof item.value !== 'string' || typeof item.expiry !== 'number' || item.expiry <= now) {
      clearUserToken();
      return null;
    }
    return item.value;
  } catch {
    clearUserToken();
    return null;
  }
}

export function getSettings(): Settings {
  const raw = read(STORAGE_KEYS.settings);
  if (!raw) return { ...DEFAULT_SETTINGS };
  try {
    const parsed = JSON.parse(raw) as Partial<Settings>;
    return {
      theme: parsed.theme === 'light' ? 'light' : 'dark',
      got_started: typeof parsed.got_started === 'boolean' ? parsed.got_started : DEFAULT_SETTINGS.got_started,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function setSettings(settings: Settings): void {
  write(STORAGE_KEYS.settings, JSON.stringify(settings));
}

/**
 * The column mappings chosen for CSV imports, by source format (the file's
 * header row): a preference, holding no addresses or names.
 */
export function getImportMapping(format: string): unknown {
  return importMappings()[format] ?? null;
}

export function setImportMapping(format: string, mapping: unknown): void {
  write(STORAGE_KEYS.importMappings, JSON.stringify({ ...importMappings(), [format]: mapping }));
}

/** All remembered mappings; a damaged entry reads as none, and the next choice replaces it. */
function importMappings(): Record<string, unknown> {
  try {
    const all: unknown = JSON.parse(read(STORAGE_KEYS.importMappings) ?? '{}');
    return typeof all === 'object' && all !== null && !Array.isArray(all) ? (all as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The first dashboard's checklist of a team, in this browser: put away, and whether its link was copied here. */
export interface FirstStepsState {
  dismissed: boolean;
  linkCopied: boolean;
}

export function getFirstSteps(teamID: string): FirstStepsState {
  const kept = allFirstSteps()[teamID];
  return { dismissed: kept?.dismissed === true, linkCopied: kept?.linkCopied === true };
}

export function setFirstSteps(teamID: string, changes: Partial<FirstStepsState>): void {
  const all = allFirstSteps();
  write(STORAGE_KEYS.firstSteps, JSON.stringify({ ...all, [teamID]: { ...getFirstSteps(teamID), ...changes } }));
}

function allFirstSteps(): Record<string, Partial<FirstStepsState> | undefined> {
  try {
    const all: unknown = JSON.parse(read(STORAGE_KEYS.firstSteps) ?? '{}');
    return typeof all === 'object' && all !== null && !Array.isArray(all)
      ? (all as Record<string, Partial<FirstStepsState>>)
      : {};
  } catch {
    return {};
  }
}
