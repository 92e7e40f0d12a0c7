/**
 * `npm run budget:size`: from the production build, the JavaScript and CSS each page
 * needs before it is interactive (the client entry, the page's chunk and everything
 * they import statically), gzip-compressed. Budgets: JS <= 110 KB, CSS <= 30 KB per page.
 * Prints one row a page and exits non-zero when a budget is missed.
 *
 * `JS_BUDGET_KB` overrides the JavaScript budget. `npm test` runs this with 135: a
 * ceiling that stops growth, because React 19, ReactDOM and React Router's data router
 * alone weigh 96 KB and no page meets 110 today (README, Quality).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

const budgets = { js: Number(process.env.JS_BUDGET_KB ?? 110) * 1024, css: 30 * 1024 };
const client = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Manifest;
const size = (file: string) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
/** What browsers that accept brotli receive: the build's precompressed copy (vite.config.ts). */
const sent = (file: string) => {
  const br = path.join(client, `${file}.br`);
  return existsSync(br) ? statSync(br).size : size(file);
};
const total = (files: string[], measure: (file: string) => number) => files.reduce((sum, file) => sum + measure(file), 0);

function closure(keys: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const pages = readdirSync(path.resolve(import.meta.dirname, '../src/pages')).sort();
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;
console.log('| page | initial JS (KB gzip) | CSS (KB gzip) | JS as sent (KB brotli) |');
console.log('|---|---:|---:|---:|');
for (const page of pages) {
  const { js, css } = closure(['src/entry-client.tsx', `src/pages/${page}/route.tsx`]);
  const jsBytes = total(js, size);
  const cssBytes = total(css, size);
  const over = jsBytes > budgets.js || cssBytes > budgets.css;
  failed ||= over;
  console.log(`| ${page} | ${kb(jsBytes)} | ${kb(cssBytes)} | ${kb(total(js, sent))} |${over ? ' over budget' : ''}`);
}
const limits = `JS <= ${kb(budgets.js)} KB, CSS <= ${kb(budgets.css)} KB gzip per page`;
console.log(failed ? `\nbudget:size: FAIL (${limits})` : `\nbudget:size: every page within ${limits}`);
process.exit(failed ? 1 : 0);
