/**
 * `npm run test:soak`: SOAK_SECONDS (default 300) of mixed traffic at 100 connections
 * against the production server and the contract backend: pages, a hashed asset, 404s,
 * logins and multipart registrations. Passes when: no 5xx and no errors; RSS grows
 * less than 10% between minute 2 and the end; /healthz answers throughout; every
 * registration that got a success answer reached the backend exactly once.
 */
import { writeSection } from '../quality-report.ts';
import { autocannon, registrationBody, startStack, stopStack } from './harness.ts';
import { memoryMb } from '../server-process.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const stack = await startStack(3460, 8460);
const { url, backend, server } = stack;
const home = await fetch(`${url}/home`).then((r) => r.text());
const asset = /"(\/assets\/loader-[^"]+\.js)"/.exec(home)?.[1] ?? '/assets/missing.js';

let sequence = 0;
const accepted = new Set<string>();
const rss: Array<[number, number]> = [];
let healthFailures = 0;
const started = Date.now();
const monitor = setInterval(async () => {
  rss.push([(Date.now() - started) / 1000, memoryMb(server.pid)]);
  const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (!ok) healthFailures++;
}, 5_000);

const result = await autocannon({
  url,
  connections: 100,
  duration: seconds,
  requests: [
    { method: 'GET', path: '/home' },
    { method: 'GET', path: '/gallery' },
    { method: 'GET', path: asset },
    { method: 'GET', path: '/no-such-page' },
    {
      method: 'POST',
      path: '/api/login/',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'agro@2025' }),
    },
    {
      method: 'POST',
      path: '/api/register/registrations/',
      setupRequest(request: Record<string, unknown>, context: Record<string, unknown>) {
        const number = `SOAK-${++sequence}`;
        context.number = number;
        const { body, contentType } = registrationBody(number);
        return { ...request, body, headers: { 'content-type': contentType } };
      },
      onResponse(status: number, _body: string, context: Record<string, unknown>) {
        if (status === 201) accepted.add(String(context.number));
      },
    },
  ],
});
clearInterval(monitor);

const counts = new Map<string, number>();
for (const r of backend.registrations) {
  const n = r.fields.registration_number ?? '';
  counts.set(n, (counts.get(n) ?? 0) + 1);
}
const missingOrDuplicated = [...accepted].filter((n) => counts.get(n) !== 1);
const serverErrors = Object.entries(result.statusCodeStats)
  .filter(([code]) => code.startsWith('5'))
  .reduce((sum, [, s]) => sum + s.count, 0);
const at = (t: number) => rss.find(([s]) => s >= t)?.[1] ?? rss.at(-1)?.[1] ?? 0;
const rssMinute2 = at(Math.min(120, seconds * 0.4));
const rssEnd = rss.at(-1)?.[1] ?? 0;
const growth = (rssEnd - rssMinute2) / rssMinute2;
await stopStack(stack);

const report = [
  `- ${seconds} s, 100 connections, ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), p99 ${result.latency.p99} ms`,
  `- status codes: ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])))}`,
  `- errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors}, /healthz failures ${healthFailures}`,
  `- RSS ${rssMinute2.toFixed(0)} MB at minute 2 -> ${rssEnd.toFixed(0)} MB at the end (${(growth * 100).toFixed(1)}%)`,
  `- registrations accepted ${accepted.size}, at the backend exactly once: ${accepted.size - missingOrDuplicated.length}`,
].join('\n');
console.log(`\n${report}`);
const misses = [
  serverErrors > 0 && '5xx answers',
  result.errors + result.timeouts > 0 && 'errors or timeouts',
  healthFailures > 0 && '/healthz failed',
  growth >= 0.1 && 'RSS grew 10% or more',
  accepted.size === 0 && 'no registration accepted',
  missingOrDuplicated.length > 0 && `${missingOrDuplicated.length} registrations missing or duplicated`,
].filter(Boolean);
const verdict = misses.length ? `soak: FAIL: ${misses.join('; ')}` : 'soak: PASS';
console.log(verdict);
writeSection('soak', 'Soak (npm run test:soak)', `${report}\n\n${verdict}`);
process.exit(misses.length ? 1 : 0);
