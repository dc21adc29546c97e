/**
 * The server's version string. The web app stores it as `appVersion` and
 * hard-reloads when the server reports a different one (docs/product.md §4).
 */
export const SERVER_VERSION = '0.1.0';
