/**
 * docs/quality.md is written by the budget and benchmark scripts, not by hand: each
 * replaces its own section (between `<!-- name -->` and `<!-- /name -->`) with what it
 * measured, headed by the date and the machine it ran on.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../docs/quality.md');
const preamble = `# Quality: measured figures

Written by the scripts that measure them (\`npm run budget:size\`, \`npm run budget:lighthouse\`,
\`npm run bench\`); each run replaces its own section. Budgets and targets are in the README's
Quality table; what a figure means is in the script's header.
`;

/** The machine a figure comes from: figures from different machines are not comparable. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function writeSection(name: string, title: string, body: string) {
  const open = `<!-- ${name} -->`;
  const close = `<!-- /${name} -->`;
  const section = `${open}\n## ${title}\n\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machine()}\n\n${body.trim()}\n${close}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : preamble;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  text =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + close.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, text);
}
