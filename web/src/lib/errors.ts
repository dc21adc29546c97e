import { ApiError } from './api';

/**
 * The message to show for a failed call: the server's own message for
 * client mistakes and plan limits (they are written for people), otherwise
 * the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    const field = error.fields[0]?.message;
    return field && error.status === 400 && !error.message.includes(field)
      ? `${error.message} ${field}`
      : error.message;
  }
  return fallback;
}
