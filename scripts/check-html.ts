/**
 * `npm run check:html`: every page the site serves, in both languages, through two checkers:
 * each URL of sitemap.xml, both login pages and the 404 pages, as the production server sends
 * them (needs a build). `npm test` runs it; it exits non-zero on any error.
 *
 * - The W3C Nu Html Checker (the `vnu-jar` package; Java 17 or later): conformance to HTML.
 *   The pages are fetched once, written to a folder, and checked by one run of the checker (one
 *   JVM, about 10 s for 91 pages here), not a JVM a page.
 *   Since the pages carry their CSS (decision 051) it checks that too; its CSS validator does
 *   not know the properties in `newerCss`, which it reports as errors and which are dropped.
 * - html-validate, for what conformance does not cover: an outline that starts with the <h1>,
 *   an <input> that names its type, autocomplete names that fit the field, and the rest of its
 *   recommended rules but those listed in `htmlValidateRules`, each with its reason.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, type RuleConfig } from 'html-validate';
import vnuJar from 'vnu-jar';
import { sampleDataDir, startServer } from './server-process.ts';

/** Pages that are not in the sitemap but are served all the same, and the status each answers. */
const extraPages: Record<string, number> = {
  '/login': 200,
  '/mr/login': 200,
  '/no-such-page': 404,
  '/mr/no-such-page': 404,
  '/blog1/no-such-article': 404,
};

/**
 * html-validate's recommended rules, less those that judge how React writes markup or
 * give advice the pages cannot take. Nothing here is switched off to hide a defect:
 * - `void-style`, `attr-case`, `attribute-boolean-style`: React writes `<meta … />`,
 *   `charSet` and `novalidate=""`; all are valid HTML, and React decides how they are written.
 * - `valid-id`: React's `useId` gives ids such as `_R_1_`; HTML allows any id without spaces,
 *   the rule asks for ids usable as CSS selectors, which nothing here does with them.
 * - `tel-non-breaking`: asks for `&nbsp;` in phone numbers so they do not wrap; the operator
 *   writes the number (SITE_CONFIG), and keeping it on one line is the stylesheet's job.
 * - `long-title`: titles over 70 characters; an article's title is its headline, and search
 *   engines shorten titles themselves.
 * `heading-level` is made stricter: the outline starts with the page's <h1>.
 */
const htmlValidateRules: RuleConfig = {
  'void-style': 'off',
  'attr-case': 'off',
  'attribute-boolean-style': 'off',
  'valid-id': 'off',
  'tel-non-breaking': 'off',
  'long-title': 'off',
  'heading-level': ['error', { minInitialRank: 'h1' }],
};

/**
 * What this Nu checker (vnu-jar 26.9) does not know yet, each with where it is specified, so
 * only these exact messages are dropped and any other error still fails the check:
 * - `<link rel="expect" blocking="render">` (HTML standard, #link-type-expect; decision 048);
 * - CSS Scroll-driven Animations (a W3C Working Draft, in Chromium since 115), which the story
 *   page's parallax uses (src/components/Parallax.module.css), in the page's inline CSS.
 */
const newerCss = ['animation-timeline', 'view-timeline'];
const unknownToTheChecker = (message: string) =>
  message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' ||
  newerCss.some((property) => message === `CSS: “${property}”: Property “${property}” doesn't exist.`);

interface Problem {
  checker: 'vnu' | 'html-validate';
  page: string;
  line: number | undefined;
  message: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The JVM for a run of seconds: its quick compiler only (C1) and one GC thread. On two cores the
 * whole check took 23–24 CPU-seconds with these and 28–29 with the defaults (2026-11-28), CPU the
 * integration tests beside it use. C1's frames are larger: the schema then needs a 4 MB stack.
 */
const quickJava = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];

/** One run of the Nu checker over every file (its JSON report comes on stderr), in its own process. */
async function runVnu(pageOf: Map<string, string>): Promise<Problem[]> {
  const vnu = spawn(
    'java',
    [...quickJava, '-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', ...pageOf.keys()],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let report = '';
  vnu.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
  const [status] = (await once(vnu, 'close')) as [number | null];
  if (status !== 0) throw new Error(`the Nu checker did not run: ${report}`);
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  // Errors, and warnings about the checker itself (a file it could not read); info and warnings pass.
  return messages
    .filter((m) => m.type !== 'info' && !unknownToTheChecker(m.message))
    .map((m) => ({
      checker: 'vnu',
      page: pageOf.get(decodeURIComponent(new URL(m.url ?? 'file:///').pathname)) ?? m.url ?? '(the checker)',
      line: m.lastLine,
      message: m.message,
    }));
}

async function runHtmlValidate(pages: Map<string, string>): Promise<Problem[]> {
  const validator = new HtmlValidate({ extends: ['html-validate:recommended'], rules: htmlValidateRules });
  const problems: Problem[] = [];
  for (const [page, html] of pages) {
    const report = await validator.validateString(html, page);
    for (const m of report.results.flatMap((result) => result.messages))
      problems.push({ checker: 'html-validate', page, line: m.line, message: `${m.message} (${m.ruleId})` });
  }
  return problems;
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error('check:html needs a Java runtime, 17 or later (apt-get install default-jre-headless)');
  process.exit(1);
}

const started = performance.now();
// A fixed port below the kernel's ephemeral range (32768 and up), beside budget:size's 4330: a
// port found free and then closed could be taken by a test server of the integration stage,
// which runs beside this check, before the site here listens on it (a clean clone met it once).
const port = Number(process.env.HTML_PORT ?? 4340);
const origin = `http://127.0.0.1:${port}`;
// The directory's sample centres in a store of the check's own: a list with cards, a centre's page.
const dataDir = await sampleDataDir();
const server = await startServer(port, { SITE_URL: origin, LOG_LEVEL: 'error', DATA_DIR: dataDir });
const folder = mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
let failed = true;
try {
  const sitemap = await fetch(`${origin}/sitemap.xml`).then((r) => r.text());
  const sitemapPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  if (sitemapPages.length === 0) throw new Error('sitemap.xml lists no page');
  const expected = new Map([...sitemapPages.map((page) => [page, 200] as const), ...Object.entries(extraPages)]);
  const html = new Map<string, string>();
  const pageOf = new Map<string, string>();
  for (const [page, status] of expected) {
    const response = await fetch(origin + page);
    if (response.status !== status) throw new Error(`${page} answered ${response.status}, not ${status}`);
    const file = path.join(folder, `${String(pageOf.size).padStart(3, '0')}.html`);
    html.set(page, await response.text());
    writeFileSync(file, html.get(page) ?? '');
    pageOf.set(file, page);
  }
  const fetched = performance.now();
  // The JVM works in its own process while html-validate runs here: the two take the time of one.
  const timed = async (run: () => Promise<Problem[]>) => {
    const problems = await run();
    return { problems, time: seconds(performance.now() - fetched) };
  };
  const [vnu, htmlValidate] = await Promise.all([timed(() => runVnu(pageOf)), timed(() => runHtmlValidate(html))]);
  const problems = [...vnu.problems, ...htmlValidate.problems];

  for (const [page, list] of Map.groupBy(problems, (p) => p.page)) {
    console.log(`${page}: ${list.length} error(s)`);
    for (const p of list.slice(0, 3)) console.log(`  ${p.checker}, line ${p.line ?? '?'}: ${p.message}`);
  }
  const byMessage = Map.groupBy(problems, (p) => `${p.checker}: ${p.message.replaceAll(/“[^”]*”|"[^"]*"/g, '“…”')}`);
  for (const [message, list] of byMessage) console.log(`${String(list.length).padStart(5)} × ${message}`);
  console.log(
    `check:html: ${expected.size} pages; Nu checker ${vnu.problems.length} errors (${vnu.time}), ` +
      `html-validate ${htmlValidate.problems.length} errors (${htmlValidate.time}); ` +
      `fetching ${seconds(fetched - started)}, in all ${seconds(performance.now() - started)}`,
  );
  failed = problems.length > 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill();
  rmSync(folder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
