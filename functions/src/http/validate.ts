import type { z } from 'zod';
import {
  ID_KINDS,
  UNREADABLE_TEXT_MESSAGE,
  pluralize,
  unreadableTextPaths,
  type FieldError,
  type IdIssueParams,
} from '@listkeep/common';
import { notFound } from '../domain/errors';
import { ApiError } from './api-error';

/**
 * Which fields hold the id of what a call looks up: an id of the wrong shape
 * there answers 404 like an unknown id, since no such thing can exist ('all':
 * every field, for public calls). Elsewhere it is a mistake in the input: 400.
 */
export type LookupFields = ReadonlySet<string> | 'all';

/** Parses input with a zod schema, or throws a 400 listing every field that is wrong. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  lookup: LookupFields = new Set(),
): z.output<S> {
  const unreadable = unreadableTextPaths(input);
  if (unreadable.length > 0) {
    const fields = unreadable.map((path) => ({ path, message: UNREADABLE_TEXT_MESSAGE }));
    throw new ApiError('invalid-argument', UNREADABLE_TEXT_MESSAGE, fields);
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const unknownId = result.error.issues
    .flatMap(idIssues)
    .find((issue) => lookup === 'all' || lookup.has(String(issue.path[0])));
  if (unknownId) throw notFound(ID_KINDS[unknownId.params.idKind].noun);
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

type IdIssue = z.core.$ZodIssueCustom & { params: IdIssueParams };

/** Issues of ids of the wrong shape, in any branch of a union too (either branch may be the one meant). */
function idIssues(issue: z.core.$ZodIssue): IdIssue[] {
  if (issue.code === 'invalid_union') return issue.errors.flat().flatMap(idIssues);
  if (issue.code === 'custom' && issue.params && 'idKind' in issue.params) return [issue as IdIssue];
  return [];
}

function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    return `Unknown ${pluralize(issue.keys.length, 'field')}: ${issue.keys.join(', ')}.`;
  }
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
