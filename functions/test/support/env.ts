/** Addresses of the running local stack (scripts/test-stack.mjs sets these). */
export const API_BASE = process.env.LISTKEEP_API_BASE ?? 'http://127.0.0.1:5000/api';
export const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
export const PROJECT_ID = 'demo-listkeep';
