/**
 * The JSON Schema of every call's answer, read from the contract's answer
 * types by the TypeScript checker (the contract types answers, it does not
 * parse them, so there is no zod schema to convert). The result is kept in
 * openapi-answers.json beside this file, which the API's OpenAPI document
 * reads at run time; openapi-answers.test.ts fails when the two differ, and
 * `npm run openapi` writes the file again. Field descriptions are the types'
 * own doc comments. Node only: nothing that runs in a browser imports this.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type JsonSchema = { [key: string]: unknown };

export interface AnswerSchemas {
  /** Each call's answer; absent for a call that answers with a redirect. */
  answers: Record<string, JsonSchema>;
  /** The error body every refusal has. */
  error: JsonSchema;
  /** Named types the schemas refer to as `#/components/schemas/<name>`. */
  schemas: Record<string, JsonSchema>;
}

const here = fileURLToPath(new URL('.', import.meta.url));
export const ANSWER_SCHEMAS_FILE = `${here}openapi-answers.json`;

const describe = (symbol: ts.Symbol, checker: ts.TypeChecker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();

export function readAnswerSchemas(): AnswerSchemas {
  const program = ts.createProgram([`${here}contract.ts`, `${here}errors.ts`], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const schemas: Record<string, JsonSchema> = {};

  const exported = (file: string, name: string) => {
    const source = program.getSourceFile(`${here}${file}`);
    const symbol = source && checker.getSymbolAtLocation(source);
    const found = symbol && checker.getExportsOfModule(symbol).find((s) => s.name === name);
    if (!found) throw new Error(`${file} exports no ${name}`);
    return found;
  };

  /** A named interface or alias (without type arguments) goes to `schemas` once and is referred to. */
  function nameOf(type: ts.Type): string | null {
    const alias = type.aliasSymbol;
    if (alias && !type.aliasTypeArguments?.length) return alias.name;
    if (type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface)
      return type.symbol.name;
    return null;
  }

  function schemaOf(type: ts.Type, top = false): JsonSchema {
    const name = top ? null : nameOf(type);
    if (name && !(type.flags & ts.TypeFlags.Union && isLiteralUnion(type as ts.UnionType))) {
      if (!(name in schemas)) {
        schemas[name] = {};
        const symbol = type.aliasSymbol ?? type.symbol;
        const description = symbol ? describe(symbol, checker) : '';
        schemas[name] = { ...schemaOf(type, true), ...(description && { description }) };
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (type.flags & ts.TypeFlags.StringLiteral) return { const: (type as ts.StringLiteralType).value };
    if (type.flags & ts.TypeFlags.NumberLiteral) return { const: (type as ts.NumberLiteralType).value };
    if (type.flags & ts.TypeFlags.BooleanLiteral) return { const: checker.typeToString(type) === 'true' };
    if (type.flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (type.flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (type.flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (type.flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.flags & ts.TypeFlags.Union) return unionSchema(type as ts.UnionType);
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: schemaOf(item) };
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map((t) => schemaOf(t));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) return objectSchema(type);
    throw new Error(`No JSON Schema for the type ${checker.typeToString(type)}`);
  }

  function isLiteralUnion(type: ts.UnionType) {
    return type.types.every((t) => t.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.Undefined));
  }

  function unionSchema(type: ts.UnionType): JsonSchema {
    const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
    if (members.length === 1) return schemaOf(members[0]);
    if (members.length === 2 && members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
    if (members.every((t) => t.flags & ts.TypeFlags.StringLiteral))
      return { type: 'string', enum: members.map((t) => (t as ts.StringLiteralType).value) };
    const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const truth = booleans.length === 2 ? [{ type: 'boolean' }] : booleans.map((t) => schemaOf(t));
    return { anyOf: [...truth, ...rest.map((t) => schemaOf(t))] };
  }

  function objectSchema(type: ts.Type): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const prop of checker.getPropertiesOfType(type)) {
      const propType = checker.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length) continue;
      const description = describe(prop, checker);
      const schema = schemaOf(propType);
      properties[prop.name] = description ? withDescription(schema, description) : schema;
      if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name);
    }
    const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & ts.TypeFlags.String);
    return {
      type: 'object',
      properties,
      ...(required.length && { required }),
      ...(index && { additionalProperties: schemaOf(index.type) }),
    };
  }

  /** A description beside a `$ref` is allowed in OpenAPI 3.1, so the field keeps its own words. */
  const withDescription = (schema: JsonSchema, description: string) => ({ ...schema, description });

  const contractType = checker.getTypeOfSymbol(exported('contract.ts', 'contract'));
  const answers: Record<string, JsonSchema> = {};
  for (const call of checker.getPropertiesOfType(contractType)) {
    const output = checker.getPropertyOfType(checker.getTypeOfSymbol(call), 'output');
    if (!output) throw new Error(`The call ${call.name} has no answer type`);
    const answer = checker.getNonNullableType(checker.getTypeOfSymbol(output));
    if (answer.flags & ts.TypeFlags.Never) continue;
    answers[call.name] = schemaOf(answer);
  }
  const error = schemaOf(checker.getDeclaredTypeOfSymbol(exported('errors.ts', 'ApiErrorBody')));
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { answers, error, schemas: sorted };
}

export const answerSchemasText = (schemas: AnswerSchemas) => `${JSON.stringify(schemas, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(ANSWER_SCHEMAS_FILE, answerSchemasText(readAnswerSchemas()));
  console.log(`wrote ${ANSWER_SCHEMAS_FILE}`);
}
