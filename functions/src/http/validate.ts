import type { z } from 'zod';
import type { FieldError } from '@listkeep/common';
import { ApiError } from './api-error';

/** Parses input with a zod schema, or throws a 400 listing every field that is wrong. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: messageOf(issue),
  }));
  const summary = fields.length === 1 ? fields[0].message : 'Some fields are not valid.';
  throw new ApiError('invalid-argument', summary, fields);
}

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required.';
  if (issue.code === 'invalid_union') {
    // Report the branch that got furthest, so the message names the real mistake.
    const branches = issue.errors.map((branch) => branch.filter((i) => i.code !== 'unrecognized_keys'));
    const best = branches.sort((a, b) => a.length - b.length)[0];
    if (best && best.length > 0) return messageOf(best[0]);
  }
  return issue.message;
}
