import { z } from 'zod';

// zod would otherwise probe whether it may compile checks with `new Function`; the app's
// Content-Security-Policy forbids eval, and the probe itself is reported as a violation.
// Set before any schema runs: the landing page parses with the contract before any form loads.
z.config({ jitless: true });
