import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { showApiError } from './form';

type Form = Parameters<typeof showApiError>[0];

/** A form of two fields that records what showApiError puts where. */
function recordingForm(): Form & { errors: Record<string, string | undefined> } {
  const errors: Record<string, string | undefined> = {};
  const form = {
    getValues: () => ({ email: 'a@example.org', notes: '' }),
    setError: (path: string, error: { message?: string }) => {
      errors[path] = error.message;
    },
  };
  return Object.assign(form as unknown as Form, { errors });
}

const messages = { fallback: 'Could not save.', byCode: { 'already-exists': 'That address is already on the list.' } };

describe('showApiError', () => {
  it('shows the message written for a code instead of the server text', () => {
    const form = recordingForm();
    showApiError(form, new ApiError(409, 'already-exists', 'Subscriber already exists'), messages);
    expect(form.errors).toEqual({ 'root.server': 'That address is already on the list.' });
  });

  it('puts field errors on the fields they name, and nothing at the root', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'invalid-argument', 'Invalid input.', [
      { path: 'email', message: 'Please enter a valid email address.' },
    ]);
    showApiError(form, error, messages);
    expect(form.errors).toEqual({ email: 'Please enter a valid email address.' });
  });

  it('also shows the message at the root when a field error names no field of the form', () => {
    const form = recordingForm();
    const error = new ApiError(400, 'invalid-argument', 'Invalid input.', [
      { path: 'email', message: 'Please enter a valid email address.' },
      { path: 'teamID', message: 'Must be a team id.' },
    ]);
    showApiError(form, error, messages);
    expect(form.errors.email).toBe('Please enter a valid email address.');
    expect(form.errors['root.server']).toContain('Invalid input.');
  });

  it('shows the fallback for failures without a message written for people', () => {
    const form = recordingForm();
    showApiError(form, new TypeError('fetch failed'), messages);
    showApiError(form, new ApiError(500, 'internal', 'stack trace here'), messages);
    expect(form.errors).toEqual({ 'root.server': 'Could not save.' });
  });
});
