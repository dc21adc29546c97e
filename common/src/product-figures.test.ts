/// <reference types="vite/client" />
/**
 * The figures docs/product.md states (limits, timings, sizes) against the
 * constants in common/src that the product runs on. A figure in the doc is
 * marked by a comment right after its number naming its constant, e.g.
 * `10 000<!-- =MAX.batchEmails --> addresses` or, in another unit,
 * `7<!-- =PENDING_TTL_MS/DAY --> days`; the plan table and the pricing
 * lines are checked by plan-lines.test.ts. A constant of common/src is read
 * as the code has it; one that lives in the web app or the functions (a
 * timing of a page, a rate limit) is found by its name in their sources and
 * its literal value read, so the mark survives the file moving. Changing a
 * constant without the doc, or the doc without the constant, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const product = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8');

/** Every export of common/src (not its tests, nor the Node-only OpenAPI generator), by name. */
const modules = import.meta.glob(
  ['./*.ts', './web/*.ts', './server/*.ts', '!./**/*.test.ts', '!./openapi-answers.ts', '!./openapi.ts'],
  {
    eager: true,
  },
);
const scope: Record<string, unknown> = Object.assign({}, ...Object.values(modules));

const UNITS: Record<string, number> = { SECOND: 1000, MINUTE: 60_000, HOUR: 3_600_000, DAY: 86_400_000, MB: 1e6 };

const root = new URL('../../', import.meta.url);

/** The sources of the web app and the functions, not their tests. */
const otherSources: string[] = ['web/src', 'functions/src'].flatMap((dir) =>
  (readdirSync(new URL(dir, root), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(new URL(`${dir}/${file}`, root), 'utf8')),
);

const definitionOf = (name: string) => new RegExp(`const ${name}\\b[^=]*=\\s*([^;]+);`);

/**
 * A constant defined outside common/src: its literal value, or a field of its
 * object literal. Names in its value are read in its own file first.
 */
function sourceValue(name: string, key?: string, file?: string): number {
  const files = file && definitionOf(name).test(file) ? [file] : otherSources;
  const found = files.flatMap((text) => {
    const match = text.match(definitionOf(name));
    return match ? [{ text, expression: match[1] }] : [];
  });
  if (found.length === 0) throw new Error(`No definition of ${name} outside common/src`);
  const values = new Set(found.map(({ text, expression }) => evaluate(name, expression, text, key)));
  // A name defined in several files (a unit such as DAY_MS) counts when they all agree.
  if (values.size !== 1) throw new Error(`${name} has ${values.size} different values outside common/src`);
  return [...values][0];
}

function evaluate(name: string, defined: string, own: string, key?: string): number {
  let expression = defined;
  if (key) {
    const field = expression.match(new RegExp(`\\b${key}:\\s*([\\d_]+)`));
    if (!field) throw new Error(`${name} has no ${key}`);
    expression = field[1];
  }
  const literal = expression
    .replace(/(\d)_(?=\d)/g, '$1')
    .replace(/\b([A-Z][A-Z_]+)\b/g, (id: string) =>
      String(definitionOf(id).test(own) ? sourceValue(id, undefined, own) : id in scope ? scope[id] : sourceValue(id)),
    );
  if (!/^[\d\s*+\-/().]+$/.test(literal)) throw new Error(`${name} is not a number: ${expression}`);
  return Function(`return (${literal});`)() as number;
}

/** `MAX.email`, `IMPORT_UNDO_MS/DAY`, `QR_SIZE*QR_EXPORT_SCALE`, `NEAR_LIMIT_SHARE*100`, `PER_CLIENT.limit`. */
function valueOf(expression: string): number {
  const [path, op, by] = expression.split(/([/*])/).map((part) => part.trim());
  const [name, ...keys] = path.split('.');
  let value: unknown;
  if (name in scope) {
    value = scope[name];
    for (const key of keys) {
      if (value === null || typeof value !== 'object' || !(key in value)) throw new Error(`common/src has no ${path}`);
      value = (value as Record<string, unknown>)[key];
    }
  } else value = sourceValue(name, keys[0]);
  if (typeof value !== 'number') throw new Error(`${path} is not a number`);
  if (!op) return value;
  const operand = UNITS[by] ?? (/^\d+$/.test(by) ? Number(by) : valueOf(by));
  return op === '/' ? value / operand : value * operand;
}

interface Mark {
  line: number;
  said: string;
  expression: string;
}

/** Each marked figure: the number just before the mark, as the doc writes it (`10 000`, `1,000`, `16.8`). */
function marks(): Mark[] {
  const found: Mark[] = [];
  product.split('\n').forEach((text, i) => {
    for (const m of text.matchAll(/(\d[\d ,.]*?)<!-- =([^>]+?) -->/g))
      found.push({ line: i + 1, said: m[1], expression: m[2] });
  });
  return found;
}

const asNumber = (said: string) => Number(said.replace(/[ ,]/g, ''));

/** The lines of a section, from its heading to the next one of its level. */
function section(heading: string): { line: number; text: string }[] {
  const lines = product.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`docs/product.md has no section ${heading}`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start, end).map((text, i) => ({ line: start + i + 1, text }));
}

describe('the figures of docs/product.md', () => {
  const found = marks();

  it('are marked with their constant', () => {
    expect(found.length).toBeGreaterThan(40);
    // A mark after anything but a bare number would be skipped unseen; the doc's one example is in backticks.
    const every = product.replace(/`[^`\n]*`/g, '').match(/<!-- =[^>]+? -->/g) ?? [];
    expect(found).toHaveLength(every.length);
  });

  it('each equal the constant in common/src they are marked with', () => {
    const wrong = found
      .filter((mark) => Math.abs(asNumber(mark.said) - valueOf(mark.expression)) > 1e-9)
      .map((mark) => `line ${mark.line}: the doc says ${mark.said}, ${mark.expression} is ${valueOf(mark.expression)}`);
    expect(wrong).toEqual([]);
  });

  it('leave no figure of the constants table unmarked', () => {
    // Numbers that are no rule of the product: a standard's number, a format's digits, code, a multiplication sign.
    const notFigures = /RFC \d+|YYYY-MM-DD|`[^`]*`|\d+×|\d+ cm at \d+ dpi|\b1–|§\d+/g;
    const unmarked = section('## 9. Constants and limits')
      .filter(({ text }) => /^\| (?!what |-)/.test(text))
      .filter(({ text }) =>
        /\d/.test(
          text
            .split('|')[2]
            .replace(/\d[\d ,.]*?<!-- =[^>]+ -->/g, '')
            .replace(notFigures, ''),
        ),
      )
      .map(({ line, text }) => `line ${line}: ${text.split('|')[1].trim()}`);
    expect(unmarked).toEqual([]);
  });
});
