/**
 * How the API reference page reads the OpenAPI document the API serves
 * (common/src/openapi.ts): the few parts of JSON Schema it shows, as text.
 */
import { API_KEY_SCHEME } from '@listkeep/common/src/api-keys';
export type Schema = {
  type?: string | string[];
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  tags: string[];
  description?: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

export interface OpenApi {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface Endpoint {
  method: string;
  path: string;
  operation: Operation;
}

/** The calls of each tag, in the document's tag order and its path order within. */
export function endpointsByTag(doc: OpenApi): { name: string; description: string; endpoints: Endpoint[] }[] {
  const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  return doc.tags.map((tag) => ({ ...tag, endpoints: all.filter((e) => e.operation.tags.includes(tag.name)) }));
}

/** Who may make the call, as the document's `security` says. */
export function accessOf(operation: Operation): 'signed in' | 'public' | 'either' | 'api key' {
  const { security } = operation;
  if (security.length === 0) return 'public';
  if (security.some((s) => API_KEY_SCHEME in s)) return 'api key';
  return security.some((s) => Object.keys(s).length === 0) ? 'either' : 'signed in';
}

export const refName = (ref: string) => ref.replace('#/components/schemas/', '');

/** The schema's type in a few words: `string`, `Profile[]`, `"emails" | "csv"`. */
export function typeText(schema: Schema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return members.map(typeText).join(' | ');
  if (schema.type === 'array') return `${schema.items ? wrap(typeText(schema.items)) : 'unknown'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object')
    return `{ [key]: ${typeText(schema.additionalProperties)} }`;
  if (schema.format && schema.type === 'string') return `string (${schema.format})`;
  return schema.type ?? 'any';
}

/** Whether a type reads as a union, which an array of it needs parentheses around. */
export const isUnion = (schema: Schema) => typeText(schema).includes(' | ');

const wrap = (text: string) => (text.includes(' | ') ? `(${text})` : text);

/** The rules a value must keep besides its type, in words. */
export function rulesOf(schema: Schema): string[] {
  const rules: string[] = [];
  if (schema.minLength === 1) rules.push('not empty');
  else if (schema.minLength) rules.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) rules.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) rules.push(`from ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) rules.push(`up to ${schema.maximum}`);
  if (schema.minItems !== undefined && schema.minItems > 0) rules.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

export interface Field {
  name: string;
  required: boolean;
  schema: Schema;
  where?: 'path' | 'query' | 'body';
}

/** An object schema's fields, required ones first. */
export function fieldsOf(schema: Schema, where?: Field['where']): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(([name, field]) => ({ name, required: required.has(name), schema: field, where }))
    .sort((a, b) => Number(b.required) - Number(a.required));
}

/** The anchor of a call or a type on the page. */
export const callAnchor = (operationId: string) => `call-${operationId}`;
export const typeAnchor = (name: string) => `type-${name}`;
