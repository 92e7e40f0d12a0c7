/**
 * The production server as the benches, the soak and Lighthouse run it: its own process,
 * on 127.0.0.1, with the V8 flags it is deployed with (server/node-options.env, as `npm start`
 * and the Dockerfile use them). Needs a build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../server/logging.ts';
import { migrateStore, openStore } from '../server/store/store.ts';
import { checkCentresCsv, writeCentres } from '../src/features/directory/csv-import.server.ts';

const serverFlags = ['--env-file=server/node-options.env'];

const root = path.resolve(import.meta.dirname, '..');

/**
 * The registration limits (decision 040) out of the way: the load scripts send every
 * registration from one loopback address, which the limits would answer 429 after the 5th
 * (or the 4th at once). registration-limits.test.ts tests the limits themselves.
 */
export const loadTestLimits = {
  REGISTRATIONS_PER_ADDRESS: '1000000',
  REGISTRATIONS_PER_HOUR: '10000000',
  UPLOADS_PER_ADDRESS: '1000',
  UPLOADS_IN_FLIGHT: '1000',
  // And the bounds per client (decision 063), which `npm run test:abuse` measures.
  CONNECTIONS_PER_ADDRESS: '1000000',
  REQUESTS_PER_ADDRESS: '1000000',
  REQUESTS_IN_FLIGHT: '1000000',
};

/** How long a start may take: the page cache's warm-up reports ready after 30 s at most (server/warm-up.ts). */
const startDeadlineMs = 40_000;

/**
 * Starts the server on `port` (plain HTTP, no HSTS, warnings logged) and resolves once /readyz
 * answers ready: every page is in the page cache (server/warm-up.ts), as in production.
 * Rejects when the process ends first, or after `startDeadlineMs`.
 * `checkout` names another built checkout to run (a before/after measurement).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  checkout = root,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverFlags, 'dist/server/index.js'], {
    cwd: checkout,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      HSTS: 'false',
      ...env,
    },
    stdio: 'inherit',
  });
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(
    `the server did not start on port ${port} (${child.exitCode === null ? 'not ready in time' : `exited with ${child.exitCode}`}; is there a build? run npm run build)`,
  );
}

/** A process's memory in MB from /proc: `VmRSS` now, or `VmHWM`, the kernel's high-water mark. */
export function memoryMb(pid: number | undefined, key: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
}

/**
 * A store of its own (a new DATA_DIR) holding the directory's sample centres
 * (docs/centres-sample.csv, imported as the office imports its list): the pages the HTML check
 * and Lighthouse measure then include a list with cards and a centre's page. The caller removes it.
 */
export async function sampleDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-sample-store-'));
  const store = openStore({ dataDir, databaseUrl: undefined });
  try {
    await migrateStore(store, createLogger({ env: 'production', logLevel: 'silent' }));
    const { rows, problems } = checkCentresCsv(readFileSync(path.join(root, 'docs/centres-sample.csv')));
    if (problems.length) throw new Error(`docs/centres-sample.csv does not import: ${problems[0]}`);
    await writeCentres(store, rows, 'centres-sample.csv');
  } finally {
    await store.close();
  }
  return dataDir;
}
