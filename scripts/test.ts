/**
 * `npm test`: every check, in order, on a fresh clone. Format, lint, types and the build
 * count as one check each, and so does the size budget (scripts/budget-size.ts: the
 * JavaScript each page loads before any interaction), and so does the HTML check (scripts/check-html.ts:
 * every page through the W3C Nu checker and html-validate); then the unit and integration tests (Vitest) and
 * the browser tests (Playwright). It runs them all even after a failure, prints what
 * each gave, and ends with the line CI reads: `tests: N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  passed: number;
  failed: number;
}

const results: Array<[string, Tally]> = [];
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

function check(name: string, command: string, args: string[], env?: Record<string, string>) {
  const ok = run(command, args, env);
  results.push([name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1 }]);
  return ok;
}

function suite(name: string, command: string, args: string[], report: string, tally: (json: never) => Tally) {
  rmSync(report, { force: true });
  const ok = run(command, args);
  let counts: Tally;
  try {
    counts = tally(JSON.parse(readFileSync(report, 'utf8')) as never);
  } catch {
    counts = { passed: 0, failed: 1 }; // the runner died before writing its report
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  results.push([name, counts]);
}

mkdirSync('test-results', { recursive: true });
check('format', 'prettier', ['--check', '.']);
check('lint', 'oxlint', ['--deny-warnings']);
check('typecheck', 'tsc', ['--noEmit', '-p', 'tsconfig.json']);
const built = check('build', 'npm', ['run', 'build', '--silent']);
if (built) check('size budget', 'node', ['scripts/budget-size.ts'], { QUALITY_REPORT: 'false' });
// The W3C Nu checker (one JVM) and html-validate over every page of both languages.
if (built) check('html (Nu checker)', 'node', ['scripts/check-html.ts']);

suite(
  'unit + integration (vitest)',
  'vitest',
  ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'],
  'test-results/vitest.json',
  (json: { numPassedTests: number; numFailedTests: number }) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests,
  }),
);
if (built) {
  suite(
    'browser (playwright)',
    'playwright',
    ['test'],
    'test-results/e2e.json',
    (json: { stats: { expected: number; unexpected: number; flaky: number } }) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
    }),
  );
} else {
  results.push(['browser (playwright)', { passed: 0, failed: 1 }]);
}

console.log('\nSummary');
for (const [name, { passed, failed }] of results)
  console.log(`  ${name.padEnd(30)} ${passed} passed, ${failed} failed`);
const total = results.reduce((sum, [, t]) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }), {
  passed: 0,
  failed: 0,
});
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
