/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_DATABASE_URL?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Set by vite.config.ts from LISTKEEP_PUBLIC_URL. */
  readonly VITE_SITE_ORIGIN?: string;
}
