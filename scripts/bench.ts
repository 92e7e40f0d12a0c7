/**
 * `npm run bench`: the production server under autocannon, on loopback, one target at a time:
 *   cached page (/home, page cache on), cold render (/home, page cache off),
 *   the same bytes as a static file, and a hashed asset.
 * 50 connections, a warm-up, then BENCH_SECONDS (default 20) each. Prints a table and the
 * ratios, and exits non-zero when a budget is missed:
 *   cached >= 80% and cold >= 25% of the static file's requests/s; cached p99 <= 50 ms;
 *   no errors or non-2xx; server RSS <= 256 MB.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoryMb, startServer } from './server-process.ts';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (opts: object) => Promise<Result>;

interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 50;
const root = path.resolve(import.meta.dirname, '..');
const staticCopy = path.join(root, 'dist/client/bench-home.html');

async function measure(url: string, pid: number) {
  await autocannon({ url, connections, duration: 3 }); // warm-up
  let peak = memoryMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid))), 250);
  const result = await autocannon({ url, connections, duration: seconds });
  clearInterval(sampler);
  return { result, peak };
}

const rows: Array<{ name: string; rps: number; p50: number; p99: number; bad: number; rss: number }> = [];
const cachedPort = 3401;
const coldPort = 3402;

const cached = await startServer(cachedPort, { LOG_LEVEL: 'silent', PAGE_CACHE: 'true' });
const cold = await startServer(coldPort, { LOG_LEVEL: 'silent', PAGE_CACHE: 'false' });
try {
  const home = await fetch(`http://127.0.0.1:${cachedPort}/home`).then((r) => r.text());
  writeFileSync(staticCopy, home);
  const asset = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error('no script in /home');
  const targets: Array<[string, string, ChildProcess]> = [
    ['static file (same bytes)', `http://127.0.0.1:${cachedPort}/bench-home.html`, cached],
    ['cached page /home', `http://127.0.0.1:${cachedPort}/home`, cached],
    ['cold render /home', `http://127.0.0.1:${coldPort}/home`, cold],
    ['hashed asset', `http://127.0.0.1:${cachedPort}${asset}`, cached],
  ];
  for (const [name, url, server] of targets) {
    const { result, peak } = await measure(url, server.pid ?? 0);
    rows.push({
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.errors + result.timeouts + result.non2xx,
      rss: peak,
    });
  }
} finally {
  cached.kill('SIGTERM');
  cold.kill('SIGTERM');
  rmSync(staticCopy, { force: true });
}

console.log(`\n${connections} connections, ${seconds} s each, after a 3 s warm-up\n`);
console.log('| target | req/s | p50 ms | p99 ms | errors + non-2xx | peak RSS MB |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad} | ${r.rss.toFixed(0)} |`);

const [staticRow, cachedRow, coldRow] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
const cachedRatio = cachedRow.rps / staticRow.rps;
const coldRatio = coldRow.rps / staticRow.rps;
console.log(`\ncached / static = ${(cachedRatio * 100).toFixed(0)}% (budget >= 80%)`);
console.log(`cold / static   = ${(coldRatio * 100).toFixed(0)}% (budget >= 25%)`);

const misses = [
  cachedRatio < 0.8 && 'cached page below 80% of the static file',
  coldRatio < 0.25 && 'cold render below 25% of the static file',
  cachedRow.p99 > 50 && `cached p99 ${cachedRow.p99} ms > 50 ms`,
  rows.some((r) => r.bad > 0) && 'errors or non-2xx answers',
  rows.some((r) => r.rss > 256) && 'server RSS above 256 MB',
].filter(Boolean);
console.log(misses.length ? `\nbench: FAIL: ${misses.join('; ')}` : '\nbench: all budgets met');
process.exit(misses.length ? 1 : 0);
