/**
 * `npm test`: every check on a fresh clone. Format, lint, the folder rules
 * (`npm run check:deps`, docs/decisions/053-folder-rules.md) and types, beside the unit tests
 * (no build needed) and the build; then that the build found every picture already encoded in
 * build/picture-cache, the size budget (scripts/budget-size.ts), the HTML check
 * (scripts/check-html.ts: every page through the W3C Nu checker and html-validate), both beside
 * the integration tests (supertest against the server, its pages from their sources, and the
 * tests of the build itself), and the browser tests (Playwright).
 * The integration stage runs the files that touch the store twice, on the embedded store and on
 * PostgreSQL (the project integration-postgres); `npm run test:postgres` (TEST_STORE=postgres)
 * runs the whole suite with PostgreSQL wherever a test touches the store (decision 085).
 * Every check but the three suites counts as one. It runs them all even after a
 * failure, prints what each gave and how long it took, names each test that failed (CI keeps
 * only the end of the output), and ends with the line CI reads: `tests: N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/node';
import { writeSection } from './quality-report.ts';

interface Tally {
  passed: number;
  failed: number;
}

const results: Array<[string, Tally, number]> = [];
/** Each failed test as `file › name`, from the suites' reports. */
const failures: string[] = [];
const started = performance.now();

/** Runs one stage, timing it (in seconds) with what it gave. */
async function run(command: string, args: string[], env: Record<string, string> = {}) {
  const start = performance.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { ok: code === 0, seconds: (performance.now() - start) / 1000 };
}

async function check(name: string, command: string, args: string[], env?: Record<string, string>) {
  const { ok, seconds } = await run(command, args, env);
  results.push([name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }, seconds]);
  return ok;
}

/** What a suite's report says: its counts, and each failed test as `file › name`. */
interface Report {
  counts: Tally;
  failed: string[];
}

async function suite(name: string, command: string, args: string[], report: string, read: (json: never) => Report) {
  rmSync(report, { force: true });
  const { ok, seconds } = await run(command, args);
  const named = failures.length;
  let counts: Tally;
  try {
    const said = read(JSON.parse(readFileSync(report, 'utf8')) as never);
    counts = said.counts;
    failures.push(...said.failed);
  } catch {
    counts = { passed: 0, failed: 1 }; // the runner died before writing its report
    failures.push(`${name}: no report (${report})`);
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (!ok && failures.length === named)
    failures.push(`${name}: exited with an error and no test failed: an error outside the tests, in its output`);
  results.push([name, counts, seconds]);
}

const vitest = (name: string, projects: string[], report: string, options: string[] = []) =>
  suite(
    name,
    'vitest',
    [
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
    (json: JsonTestResults) => ({
      counts: { passed: json.numPassedTests, failed: json.numFailedTests },
      failed: json.testResults.flatMap(({ name: path, status, message, assertionResults }) => {
        const file = relative(process.cwd(), path);
        const tests = assertionResults.filter((test) => test.status === 'failed');
        // A file can fail with no test failed: a hook that timed out, an import that threw.
        if (status === 'failed' && tests.length === 0)
          return [`${file} › ${message.split('\n')[0] || 'a hook failed'}`];
        return tests.map((test) => `${file} › ${test.fullName}`);
      }),
    }),
  );

/** The tests of a Playwright report's suite, and of the suites inside it, that failed (files from `testDir`). */
const playwrightFailures = (testDir: string, group: JSONReportSuite, titles: string[] = []): string[] => [
  ...group.specs.flatMap((spec) => {
    const place = `${relative(process.cwd(), join(testDir, spec.file))}:${spec.line}`;
    const name = [...titles, spec.title].join(' › ');
    const failed = spec.tests.filter((test) => test.status === 'unexpected');
    return failed.map((test) => `[${test.projectName}] ${place} › ${name}`);
  }),
  ...(group.suites ?? []).flatMap((inner) => playwrightFailures(testDir, inner, [...titles, inner.title])),
];

// Playwright empties test-results/ when it starts: the Vitest reports live beside it.
mkdirSync('.cache/test-reports', { recursive: true });
// The static checks one after another, beside the unit tests and the build: none of them needs
// another's output, and each alone leaves much of the two cores idle (decision 083).
const [, , built] = await Promise.all([
  (async () => {
    await check('format', 'prettier', ['--check', '.']);
    await check('lint', 'oxlint', ['--deny-warnings']);
    await check('folder rules', 'npm', ['run', 'check:deps', '--silent']);
    await check('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
  })(),
  vitest('unit (vitest)', ['unit'], '.cache/test-reports/unit.json'),
  check('build', 'npm', ['run', 'build', '--silent']),
]);
if (built) {
  // The build read every picture from build/picture-cache (decision 083): one it had to encode is a
  // new file there, to commit, or the next clean clone spends two minutes encoding it again.
  const encoded = spawnSync('git', ['status', '--porcelain', '--', 'build/picture-cache'], { encoding: 'utf8' }).stdout;
  if (encoded) console.error(`Pictures the build had to encode, to commit (decision 083):\n${encoded}`);
  results.push(['pictures committed', { passed: encoded ? 0 : 1, failed: encoded ? 1 : 0 }, 0]);
  // The integration tests mostly wait (servers, PostgreSQL, SMTP, timers): 40% of two cores with
  // two workers. Four workers, and the budget and HTML checks beside them: 117 + 22 s → 87 s
  // (decision 083).
  await Promise.all([
    (async () => {
      await check('size budget', 'node', ['scripts/budget-size.ts'], { QUALITY_REPORT: 'false' });
      await check('html (Nu checker)', 'node', ['scripts/check-html.ts']);
    })(),
    vitest(
      'integration (vitest)',
      // With TEST_STORE=postgres, `integration` itself runs every file on PostgreSQL.
      ['integration', ...(process.env.TEST_STORE === 'postgres' ? [] : ['integration-postgres'])],
      '.cache/test-reports/integration.json',
      ['--maxWorkers=4'],
    ),
  ]);
  // The tests of the build itself (decision 108) start the built server and time its answers
  // while a lock or a flood holds it: they run once the build is made, and after the stage above,
  // so that the HTML checker's Java and four workers do not stall the server they time.
  await vitest(
    'built (vitest)',
    ['built', ...(process.env.TEST_STORE === 'postgres' ? [] : ['built-postgres'])],
    '.cache/test-reports/built.json',
    ['--maxWorkers=2'],
  );
  await suite('browser (playwright)', 'playwright', ['test'], 'test-results/e2e.json', (json: JSONReport) => ({
    counts: { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected },
    failed: json.suites.flatMap((file) => playwrightFailures(json.config.rootDir, file)),
  }));
} else {
  for (const name of [
    'pictures committed',
    'size budget',
    'html (Nu checker)',
    'integration (vitest)',
    'built (vitest)',
    'browser (playwright)',
  ])
    results.push([name, { passed: 0, failed: 1 }, 0]);
}

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
if (failures.length) console.log(`\nFailed\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log('\nSummary');
for (const [name, { passed, failed }, seconds] of results)
  console.log(
    `  ${name.padEnd(24)} ${`${passed} passed, ${failed} failed`.padEnd(24)} ${minutes(seconds).padStart(6)}`,
  );
const total = results.reduce((sum, [, t]) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), {
  passed: 0,
  failed: 0,
});
const slowest = results.reduce((a, b) => (b[2] > a[2] ? b : a));
// From start to end: the budget and HTML checks run beside the integration tests.
const wall = (performance.now() - started) / 1000;
console.log(`  ${'total'.padEnd(49)} ${minutes(wall).padStart(6)}`);
console.log(`  slowest stage: ${slowest[0]}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
// `QUALITY_REPORT=true npm test` keeps the stage times in docs/quality.md (CI leaves the file alone).
if (process.env.QUALITY_REPORT === 'true')
  writeSection(
    'test-suite',
    'The test suite, stage by stage (QUALITY_REPORT=true npm test)',
    [
      '| stage | result | time (m:ss) |',
      '|---|---|---:|',
      ...results.map(
        ([name, { passed, failed }, seconds]) =>
          `| ${name} | ${passed} passed, ${failed} failed | ${minutes(seconds)} |`,
      ),
      `| total | ${total.passed} passed, ${total.failed} failed | ${minutes(wall)} |`,
    ].join('\n'),
  );
process.exit(total.failed === 0 ? 0 : 1);
