// bench/RESULTS.md: the latest figures of each measurement, as `npm run bench`
// printed them. A run rewrites the sections it measured and keeps the others,
// so `--only=burst` refreshes the burst alone; each section says when and on
// what it was measured.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const HEADING = '## ';

const PREAMBLE = `# Bench results

Written by \`npm run bench\` (scripts/bench.mjs); do not edit by hand. Each
section is the latest run of one measurement, with when and where it ran.
`;

/** The machine a figure was measured on, in a few words. */
function machine() {
  const all = cpus();
  const model = all[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${all.length} cores (${model}), Node ${process.versions.node}`;
}

/**
 * The sections of an earlier file, by title, in their order.
 * @param {string} text
 * @returns {Map<string, string>}
 */
function parse(text) {
  const sections = new Map();
  /** @type {string | null} */
  let title = null;
  /** @type {string[]} */
  let body = [];
  const flush = () => {
    if (title !== null) sections.set(title, body.join('\n').trim());
  };
  for (const line of text.split('\n')) {
    if (line.startsWith(HEADING)) {
      flush();
      title = line.slice(HEADING.length).trim();
      body = [];
    } else if (title !== null) {
      body.push(line);
    }
  }
  flush();
  return sections;
}

/**
 * Writes `measured` (title to printed lines) into the file at root/bench/RESULTS.md,
 * keeping the sections of earlier runs this one did not measure.
 * @param {string} root
 * @param {Map<string, string[]>} measured
 * @param {string[]} order titles in the order the sections go, those not listed after them
 */
export function writeResults(root, measured, order) {
  if (measured.size === 0) return;
  const path = join(root, 'bench', 'RESULTS.md');
  const sections = existsSync(path) ? parse(readFileSync(path, 'utf8')) : new Map();
  const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.`;
  for (const [title, lines] of measured) {
    sections.set(title, `${stamp}\n\n\`\`\`text\n${lines.join('\n').replace(/\s+$/, '')}\n\`\`\``);
  }
  const rank = (/** @type {string} */ title) => {
    const at = order.indexOf(title);
    return at === -1 ? order.length : at;
  };
  const titles = [...sections.keys()].sort((a, b) => rank(a) - rank(b));
  const body = titles.map((title) => `${HEADING}${title}\n\n${sections.get(title)}\n`).join('\n');
  writeFileSync(path, `${PREAMBLE}\n${body}`);
  console.log(`\nbench: wrote ${measured.size} section(s) of bench/RESULTS.md`);
}
