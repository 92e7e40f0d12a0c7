/**
 * `npm run budget:lighthouse`: Lighthouse 13 (Node API, mobile defaults) against the
 * production server, every page of sitemap.xml, median of LH_RUNS runs (default 3).
 * Budgets (issues 14 and 28): performance, accessibility, best practices and SEO = 100,
 * FCP <= 1.0 s, LCP <= 1.2 s, TBT <= 50 ms, CLS <= 0.01. Prints one row a page, with
 * Lighthouse's CPU benchmark index of each page's runs (the figures grow as it falls); exits
 * non-zero when a budget is missed. LH_PATHS=/home,/story limits the pages; LH_PORT moves the
 * server; SITE_DIR measures another built checkout (a before/after).
 * Then the main thread while islands wake (scripts/wake-tasks.ts, 4× CPU slowdown, median of
 * LH_RUNS) on WAKE_PATHS (default /home and /mr/home): the longest task, and the longest
 * slice of React's hydration work, which runs in a transition (decision 026).
 */
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { writeSection } from './quality-report.ts';
import { startServer } from './server-process.ts';
import { launchChromium, measureWake, wakeTable, type WakeTasks } from './wake-tasks.ts';

const port = Number(process.env.LH_PORT ?? 3450);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(process.env.LH_RUNS ?? 3);
/** Issue 28: first paint in one round trip, the largest within 1.2 s, on Lighthouse's slow 4G. */
const budget = { fcp: 1000, lcp: 1200, tbt: 50, cls: 0.01 };
/**
 * Each run is a first visit: Lighthouse empties the HTTP cache but, by default, keeps cookies,
 * where the loader notes that this language's fonts are cached (src/web-fonts.ts, decision 061),
 * and localStorage.
 */
const firstVisit: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'cookies',
];

const siteDir = process.env.SITE_DIR ? resolve(process.env.SITE_DIR) : undefined;
const server = await startServer(port, { SITE_URL: origin }, siteDir);

const sitemap = await fetch(`${origin}/sitemap.xml`).then((r) => r.text());
const allPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
const paths = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : allPaths;
const wakePaths = (process.env.WAKE_PATHS ?? '/home,/mr/home').split(',').filter(Boolean);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** The part of TBT in long tasks Lighthouse blames on the site's own scripts (on a busy machine the rest is noise). */
  scriptTbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU during the run (higher is faster). */
  cpu: number;
}
/** The middle value; NaN if any run left the metric unmeasured. */
const median = (values: number[]) =>
  values.some(Number.isNaN) ? NaN : ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN);
/** Blocking time (over 50 ms) of the long tasks whose cause is one of the site's scripts. */
function blockingOfScripts(details: unknown): number {
  const items = (details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  return items
    .filter(({ url = '' }) => url.startsWith(`${origin}/assets/`) && url.endsWith('.js'))
    .reduce((sum, { duration = 0 }) => sum + Math.max(0, duration - 50), 0);
}
const rows: Row[] = [];
const failures: string[] = [];
const wakeRows: WakeTasks[] = [];

/** Each figure's median over the runs; the blame of the run with the median longest task. */
function medianWake(samples: WakeTasks[]): WakeTasks {
  const of = (key: keyof WakeTasks) => median(samples.map((sample) => sample[key] as number));
  const middle = [...samples].sort((a, b) => a.longestMs - b.longestMs)[Math.floor(samples.length / 2)];
  return {
    path: samples[0]?.path ?? '',
    islands: of('islands'),
    wakeMs: of('wakeMs'),
    longestMs: of('longestMs'),
    longTasks: of('longTasks'),
    blockingMs: of('blockingMs'),
    reactSliceMs: of('reactSliceMs'),
    evaluationMs: of('evaluationMs'),
    blame: middle?.blame ?? [],
  };
}
/** Lighthouse's measure of this machine's CPU, one a run: TBT grows as it falls. */
const benchmarkIndexes: number[] = [];
/** The browser's version, from the user agent Lighthouse reports. */
let chromiumVersion = 'unknown';

try {
  for (const path of paths) {
    const samples: Row[] = [];
    // A run that could not measure a metric (Lighthouse leaves it out: NO_LCP, or NO_NAVSTART when
    // Chromium's trace broke on a busy machine) is run again, up to `runs` times a page.
    for (let run = 0, retriesLeft = runs; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        clearStorageTypes: firstVisit,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const sample: Row = {
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        scriptTbt: blockingOfScripts(lhr.audits['long-tasks']?.details),
        cls: audit('cumulative-layout-shift'),
        cpu: lhr.environment.benchmarkIndex,
      };
      if (retriesLeft > 0 && ![sample.fcp, sample.lcp, sample.tbt, sample.cls].every(Number.isFinite)) {
        console.log(
          `  ${path}: run ${run + 1} measured no FCP, LCP, TBT or CLS (${lhr.runtimeError?.code ?? 'no error given'}); running it again`,
        );
        retriesLeft--;
        run--;
        continue;
      }
      samples.push(sample);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      chromiumVersion = /Chrom(?:e|ium)\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? chromiumVersion;
      if (run === runs - 1) {
        for (const [id, failed] of Object.entries(lhr.audits)) {
          if (
            failed.score !== null &&
            failed.score < 1 &&
            ['accessibility', 'best-practices', 'seo'].some((c) =>
              lhr.categories[c]?.auditRefs.some((ref) => ref.id === id && ref.weight > 0),
            )
          ) {
            console.log(`  ${path}: ${id}: ${failed.title}`);
          }
        }
      }
    }
    const row = Object.fromEntries(
      Object.keys(samples[0] ?? {}).map((key) => [
        key,
        key === 'path' ? path : median(samples.map((s) => s[key as keyof Row] as number)),
      ]),
    ) as unknown as Row;
    rows.push(row);
    // Each run's figure beside a missed median, so a reader sees how far apart the runs were.
    const eachRun = (key: 'fcp' | 'lcp' | 'tbt') =>
      samples.length > 1 ? ` (runs: ${samples.map((sample) => Math.round(sample[key])).join(', ')})` : '';
    // Written as !(value within budget), so a value that was not measured (NaN) is a miss too.
    const misses = [
      !(row.performance >= 100) && `performance ${row.performance}`,
      !(row.accessibility >= 100) && `accessibility ${row.accessibility}`,
      !(row.bestPractices >= 100) && `best practices ${row.bestPractices}`,
      !(row.seo >= 100) && `SEO ${row.seo}`,
      !(row.fcp <= budget.fcp) && `FCP ${Math.round(row.fcp)} ms${eachRun('fcp')}`,
      !(row.lcp <= budget.lcp) && `LCP ${Math.round(row.lcp)} ms${eachRun('lcp')}`,
      !(row.tbt <= budget.tbt) && `TBT ${Math.round(row.tbt)} ms${eachRun('tbt')}`,
      !(row.cls <= budget.cls) && `CLS ${row.cls.toFixed(3)}`,
    ].filter(Boolean);
    if (misses.length) failures.push(`${path}: ${misses.join(', ')}`);
  }
  const browser = await launchChromium();
  try {
    for (const path of wakePaths) {
      const samples: WakeTasks[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measureWake(browser, origin, path));
      wakeRows.push(medianWake(samples));
    }
  } finally {
    await browser.close();
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}

const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
const report = [
  `Lighthouse 13, mobile defaults, median of ${runs} run(s); Chromium ${chromiumVersion}`,
  `CPU benchmark index of this machine: ${sortedIndexes[0]}-${sortedIndexes.at(-1)}, median ${median(sortedIndexes)} (higher is faster)`,
  '',
  `Budgets: performance, a11y, best practices, SEO 100; FCP <= ${budget.fcp} ms, LCP <= ${budget.lcp} ms, TBT <= ${budget.tbt} ms, CLS <= ${budget.cls}`,
  '',
  '| page | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | of it, site scripts | CLS | CPU index |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${Math.round(r.scriptTbt)} | ${r.cls.toFixed(3)} | ${Math.round(r.cpu)} |`,
  ),
  '',
  failures.length ? `Missed:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}` : 'Every page within budget.',
  '',
  `Main thread while the islands wake, from the load event until every island is alive (Chromium, CPU slowed 4×, median of ${runs}; scripts/wake-tasks.ts). A React slice is one run of its scheduler; module evaluation is mostly React DOM's chunk, one script that cannot be sliced.`,
  '',
  wakeTable(wakeRows),
].join('\n');
console.log(`\n${report}`);
if (!process.env.LH_PATHS && !siteDir)
  writeSection('lighthouse', 'Lighthouse, every sitemap page (npm run budget:lighthouse)', report);
console.log(
  failures.length
    ? `\nbudget:lighthouse: FAIL\n  ${failures.join('\n  ')}`
    : '\nbudget:lighthouse: every page within budget',
);
process.exit(failures.length ? 1 : 0);
