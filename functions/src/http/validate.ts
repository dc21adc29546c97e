import type { z } from 'zod';
import type { FieldError } from '@listkeep/common';
import { ApiError } from './api-error';

/** Parses input with a zod schema, or throws a 400 listing every field that is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: messageOf(issue, input),
  }));
  const summary = fields.length === 1 ? fields[0].message : 'Some fields are not valid.';
  throw new ApiError('invalid-argument', summary, fields);
}

const EXPECTED: Record<string, string> = {
  string: 'Must be text.',
  number: 'Must be a number.',
  int: 'Must be a whole number.',
  boolean: 'Must be true or false.',
  array: 'Must be a list.',
  object: 'Must be an object.',
};

/** The value the caller sent at a path; schemas that trim may have turned a wrong type into undefined. */
function sentAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  if (issue.code === 'invalid_type') {
    const sent = issue.input === undefined ? sentAt(input, issue.path) : issue.input;
    if (sent === undefined) return 'This field is required.';
    return EXPECTED[issue.expected] ?? issue.message;
  }
  if (issue.code === 'invalid_union') {
    // Report the branch that got furthest, so the message names the real mistake.
    const branches = issue.errors.map((branch) => branch.filter((i) => i.code !== 'unrecognized_keys'));
    const best = branches.sort((a, b) => a.length - b.length)[0];
    if (best && best.length > 0) return messageOf(best[0], input);
  }
  return issue.message;
}
