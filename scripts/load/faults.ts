/**
 * `npm run test:faults`: the site under load (pages, registrations through the edge, and
 * calls to a private backend path, 50 connections) while the contract backend is, in turn,
 * down, slow (beyond the timeout), answering 500, and cutting connections mid-answer.
 * Passes when, in every phase: pages all answer 200; registrations answer only with the
 * expected statuses, never later than the timeout plus a second; the private path answers
 * 404 only (the gateway never asks the backend); no request errors or times out; RSS stays
 * flat (the last phase ends within 20% of the first).
 * (Logins are left out: their rate limit would answer 429 after ten failures.)
 */
import { autocannon, registrationBody, startStack, stopStack } from './harness.ts';
import { memoryMb } from '../server-process.ts';
import { writeSection } from '../quality-report.ts';
import { startBackend } from '../../server/contract-backend/backend.ts';

const seconds = Number(process.env.FAULT_SECONDS ?? 10);
const apiTimeoutMs = 1_000;
const stack = await startStack(3470, 8470, { API_TIMEOUT_MS: String(apiTimeoutMs) });
const { url, server } = stack;
let backend = stack.backend;

type Phase = { name: string; apiStatuses: number[]; setUp: () => Promise<void>; tearDown?: () => Promise<void> };
const phases: Phase[] = [
  {
    name: 'down',
    apiStatuses: [502],
    setUp: () => backend.close(),
    tearDown: async () => void (backend = await startBackend(8470)),
  },
  {
    name: 'slow',
    apiStatuses: [504],
    setUp: async () => void Object.assign(backend, { mode: 'slow', slowMs: apiTimeoutMs * 3 }),
  },
  { name: 'failing (500)', apiStatuses: [500], setUp: async () => void (backend.mode = 'fail') },
  { name: 'cutting connections', apiStatuses: [502], setUp: async () => void (backend.mode = 'cut') },
];

const failures: string[] = [];
const rssByPhase: number[] = [];
const registration = registrationBody('FAULT-1');
const table = [
  '| backend | page req/s | page non-2xx | API statuses | API max ms | errors+timeouts | RSS MB |',
  '|---|---:|---:|---|---:|---:|---:|',
];
console.log(table.join('\n'));
for (const phase of phases) {
  await phase.setUp();
  const [pages, privatePath, ...apis] = await Promise.all([
    autocannon({ url: `${url}/home`, connections: 40, duration: seconds, timeout: 10 }),
    autocannon({ url: `${url}/api/customer/allcustomers/`, connections: 5, duration: seconds, timeout: 10 }),
    autocannon({
      url: `${url}/api/register/registrations/`,
      connections: 5,
      duration: seconds,
      timeout: 10,
      method: 'POST',
      headers: { 'content-type': registration.contentType },
      body: registration.body,
    }),
  ]);
  rssByPhase.push(memoryMb(server.pid));
  const statuses = [...new Set(apis.flatMap((api) => Object.keys(api.statusCodeStats).map(Number)))];
  const slowest = Math.max(...apis.map((api) => api.latency.max));
  const bad = [pages, privatePath, ...apis].reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  const privateStatuses = Object.keys(privatePath.statusCodeStats).map(Number);
  table.push(
    `| ${phase.name} | ${pages.requests.average.toFixed(0)} | ${pages.non2xx} | ${statuses.join(', ')} | ${slowest} | ${bad} | ${rssByPhase.at(-1)?.toFixed(0)} |`,
  );
  console.log(table.at(-1));
  if (pages.non2xx > 0) failures.push(`${phase.name}: ${pages.non2xx} pages failed`);
  if (statuses.some((s) => !phase.apiStatuses.includes(s)))
    failures.push(`${phase.name}: API answered ${statuses.join(', ')}`);
  if (privateStatuses.some((s) => s !== 404))
    failures.push(`${phase.name}: a private path answered ${privateStatuses.join(', ')}`);
  if (slowest > apiTimeoutMs + 1_000) failures.push(`${phase.name}: an API call took ${slowest} ms`);
  if (bad > 0) failures.push(`${phase.name}: ${bad} errors or timeouts`);
  await phase.tearDown?.();
  backend.mode = 'ok';
}
await stopStack({ backend, server });
const [first = 0, last = 0] = [rssByPhase[0], rssByPhase.at(-1)];
if (last > first * 1.2) failures.push(`RSS grew from ${first.toFixed(0)} to ${last.toFixed(0)} MB`);
const verdict = failures.length ? `faults: FAIL\n  ${failures.join('\n  ')}` : 'faults: PASS';
console.log(verdict);
writeSection(
  'faults',
  'Backend faults under load (npm run test:faults)',
  `${seconds} s a phase, API timeout ${apiTimeoutMs} ms\n\n${table.join('\n')}\n\n${verdict}`,
);
process.exit(failures.length ? 1 : 0);
