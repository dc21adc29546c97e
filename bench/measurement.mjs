// The shape every measurement module under bench/ has, for scripts/bench.mjs
// to run them and for the modules to type their context.

/** @typedef {import('../scripts/stack.mjs').Stack} Stack */
/**
 * The stack a measurement runs against: one it started, or one already running (--reuse).
 * @typedef {{ urls: Stack['urls'], env: Stack['env'], stop: () => Promise<unknown> }} BenchStack
 */

/**
 * @typedef {object} MeasureContext
 * @property {BenchStack} stack the running stack (measurements with needsStack only)
 * @property {string} root the repository's root
 * @property {number} [n] calls per latency figure
 * @property {number} [warmup] calls made before timing starts
 * @property {(line: string) => void} [log]
 */

/**
 * @typedef {object} Measurement
 * @property {string} name
 * @property {boolean} needsStack
 * @property {boolean} [bothStores] measured again on the Firestore emulator
 * @property {boolean} [onlyWhenNamed] left out of a run unless --only names it (it takes long)
 * @property {(context: MeasureContext) => Promise<unknown>} run
 */

export {};
