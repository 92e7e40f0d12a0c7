/**
 * `npm run budget:size`: for every page of the sitemap (and /login and the 404 page), the
 * JavaScript it loads before any interaction, from the production build and the page's own
 * HTML: the islands' loader, and for each island that wakes without being touched (`load`,
 * `idle`, and `visible`, counted as if the screen showed it at once) its chunk, React DOM's
 * hydration chunk and what they import. Budgets (issue 23, React DOM in the browser): gzip
 * <= 90 KB on every page; <= 5 KB, the loader alone, where every island waits for a visitor;
 * the loader imports React DOM and island code only when an island wakes (never statically);
 * CSS <= 30 KB. Brotli (the build's .br copies, what browsers get) and what the page loads
 * once every island is awake are printed too. And what the first paint waits for (issue 28,
 * decision 051; scripts/first-paint.ts): at most one render-blocking request after the HTML,
 * and the bytes before first paint (the HTML, gzip, as the server sends it, with the CSS it
 * carries; blocking stylesheets, gzip; preloaded fonts, as sent) within `firstPaintBudget`.
 * Exits non-zero when a budget is missed. Needs a build; starts the server on SIZE_PORT.
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { firstPaintOf } from './first-paint.ts';
import { writeSection } from './quality-report.ts';
import { startServer } from './server-process.ts';
import { islandNameOf } from '../src/islands/island-name.ts';
import { splitPath } from '../src/languages.ts';

const kbBudget = { eager: 90 * 1024, quiet: 5 * 1024, css: 30 * 1024 };
/**
 * Issue 28: the first paint waits for the HTML and at most one request more. Bytes before
 * first paint (HTML with its CSS, blocking CSS, gzip; preloaded fonts) <= 24 KB: within the first
 * two flights of a new connection (RFC 6928: 10 segments of 1,460 bytes, then 20), so at most
 * one round trip more than the ideal, and 120 ms of transfer on Lighthouse's slow 4G (1.6
 * Mbit/s); the heaviest page of 2026-11-25 (/mr/home, 19.7 KB) has a fifth to spare. The ideal,
 * the first flight alone (14.6 KB: first paint one round trip after the request), is counted
 * and printed (decision 051).
 */
const firstPaintBudget = { blockingRequests: 1, bytes: 24 * 1024, firstFlight: 10 * 1460 };
const root = path.resolve(import.meta.dirname, '..');
const client = path.join(root, 'dist/client');
/** Each language's build has its own manifest (decision 036); a page is measured with its language's. */
const manifests = {
  en: JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Manifest,
  mr: JSON.parse(readFileSync(path.join(client, '.vite/manifest-mr.json'), 'utf8')) as Manifest,
};
const size = (file: string) => gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length;
/** What browsers that accept brotli receive: the build's precompressed copy (vite.config.ts). */
const sent = (file: string) => {
  const br = path.join(client, `${file}.br`);
  return existsSync(br) ? statSync(br).size : size(file);
};
const total = (files: Iterable<string>, measure: (file: string) => number) =>
  [...files].reduce((sum, file) => sum + measure(file), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const loader = 'src/islands/loader.ts';
/** Every island, by the name its file gives it (src/islands/island-name.ts). */
const islandNames = globSync('src/**/*.island.tsx', { cwd: root }).map((file) => islandNameOf(file) ?? file);

/**
 * Island name -> its chunk's key in a build manifest. The loader imports every island module
 * (src/islands/registry.ts), and each import is listed in its `dynamicImports`: the module's
 * own chunk, keyed by the module's path (`src/components/hero/Hero.island.tsx`), or, when the
 * bundler put the module in a chunk that other chunks import too, that chunk, which it names
 * after the module (`Nav.island`).
 */
function islandModulesOf(manifest: Manifest) {
  const chunks = new Map<string, string>();
  for (const key of manifest[loader]?.dynamicImports ?? []) {
    const chunk = manifest[key];
    const name = islandNameOf(chunk?.src ?? '') ?? islandNameOf(`${chunk?.name ?? ''}.tsx`);
    if (name) chunks.set(name, key);
  }
  const missing = islandNames.filter((name) => !chunks.has(name));
  if (missing.length)
    throw new Error(`islands the loader does not import in the build manifest: ${missing.join(', ')}`);
  return chunks;
}
const islandModules = { en: islandModulesOf(manifests.en), mr: islandModulesOf(manifests.mr) };

/** The built files a manifest key needs: its chunk and every static import, with their CSS. */
function closure(manifest: Manifest, keys: string[], js = new Set<string>(), css = new Set<string>()) {
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

/**
 * The loader's own files (what every page loads first) hold neither React DOM's hydration
 * chunk nor an island's: those come in by dynamic import, when an island wakes. (React DOM
 * itself is 60 KB gzip: the 5 KB budget of the quiet pages keeps it out too.)
 */
function loaderStaysAlone(lang: 'en' | 'mr'): string[] {
  const manifest = manifests[lang];
  const { js } = closure(manifest, [loader]);
  const late = ['src/islands/hydrate.tsx', ...islandModules[lang].values()].map((key) => manifest[key]?.file);
  return late.filter((file) => file !== undefined && js.has(file)) as string[];
}

const port = Number(process.env.SIZE_PORT ?? 4330);
const server = await startServer(port);
const origin = `http://127.0.0.1:${port}`;
let failed = false;
/** Pages whose bytes before first paint fit a new connection's first flight. */
let inFirstFlight = 0;
for (const lang of ['en', 'mr'] as const) {
  const shared = loaderStaysAlone(lang);
  if (shared.length) {
    console.log(`the ${lang} loader statically imports what islands need: ${shared.join(', ')}`);
    failed = true;
  }
}
const table: string[] = [];
const row = (line: string) => {
  console.log(line);
  table.push(line);
};
try {
  const xml = await fetch(`${origin}/sitemap.xml`).then((r) => r.text());
  const paths = [
    ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname),
    '/login',
    '/no-such-page',
    '/mr/login',
    '/mr/no-such-page',
  ];
  row(
    '| page | islands (wake) | JS before interaction (KB gzip) | budget | all islands awake | CSS (KB gzip) | JS before interaction (KB brotli) | render-blocking requests | before first paint (KB) |',
  );
  row('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of paths) {
    const { lang } = splitPath(page);
    const manifest = manifests[lang];
    const html = await fetch(origin + page).then((r) => r.text());
    const islands = [...html.matchAll(/data-island="(\w+)" data-wake="(\w+)"/g)].map(([, name = '', wake = '']) => ({
      name,
      wake,
    }));
    const paint = firstPaintOf(html);
    const local = (url: string) => new URL(url, origin).pathname.slice(1);
    const blockingCss = paint.blocking.map(local).filter((file) => file.endsWith('.css'));
    const fontBytes = total(paint.preloadedFonts.map(local), (file) => statSync(path.join(client, file)).size);
    const moduleOf = (name: string) => islandModules[lang].get(name) ?? `unknown island ${name}`;
    const eager = islands.filter(({ wake }) => wake !== 'interaction');
    const before = closure(manifest, [
      loader,
      ...(eager.length ? ['src/islands/hydrate.tsx'] : []),
      ...eager.map(({ name }) => moduleOf(name)),
    ]);
    const all = closure(manifest, [loader, 'src/islands/hydrate.tsx', ...islands.map(({ name }) => moduleOf(name))]);
    const jsBytes = total(before.js, size);
    const cssBytes = total(blockingCss, size) + gzipSync(paint.inlineCss.join('')).length;
    const paintBytes = gzipSync(html).length + total(blockingCss, size) + fontBytes;
    if (paintBytes <= firstPaintBudget.firstFlight) inFirstFlight++;
    const paintOver = paint.blocking.length > firstPaintBudget.blockingRequests || paintBytes > firstPaintBudget.bytes;
    const budget = eager.length ? kbBudget.eager : kbBudget.quiet;
    const over = jsBytes > budget || cssBytes > kbBudget.css || paintOver;
    failed ||= over;
    const names = [...new Set(islands.map(({ name, wake }) => `${name} (${wake})`))].join(', ');
    row(
      `| ${page} | ${names} | ${kb(jsBytes)} | ${kb(budget)} | ${kb(total(all.js, size))} | ${kb(cssBytes)} | ${kb(total(before.js, sent))} | ${paint.blocking.length} | ${kb(paintBytes)} |${over ? ' over budget' : ''}`,
    );
  }
  row('');
  row(
    `Bytes before first paint within a new connection's first flight (${kb(firstPaintBudget.firstFlight)} KB): ${inFirstFlight} of ${paths.length} pages.`,
  );
} finally {
  server.kill();
}
console.log(
  failed
    ? `\nbudget:size: FAIL`
    : `\nbudget:size: every page within budget (JS before interaction <= ${kb(kbBudget.eager)} KB, <= ${kb(kbBudget.quiet)} KB where no island wakes by itself; CSS <= ${kb(kbBudget.css)} KB; render-blocking requests <= ${firstPaintBudget.blockingRequests}, before first paint <= ${kb(firstPaintBudget.bytes)} KB)`,
);
if (process.env.QUALITY_REPORT !== 'false')
  writeSection('size', 'JavaScript and CSS per page (npm run budget:size)', table.join('\n'));
process.exit(failed ? 1 : 0);
