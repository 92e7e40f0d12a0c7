// In tests/built/: it starts the production server, dist/server/index.js (decision 108).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sqliteBusyMs } from '../../server/store/sqlite-thread.ts';
import { minimumFillMs } from '../../src/features/contact/contract.ts';
import { startServer } from '../../scripts/server-process.ts';
import { holdWriteLock } from '../../scripts/store-lock-holder.ts';
import { storeFile } from '../../server/store/sqlite.ts';
import { closedPortUrl, openEmbeddedStore } from '../integration/harness.ts';

/**
 * The built server with its embedded store's write lock held by another process (moved from
 * tests/integration/store-lock.test.ts): a Contact post is refused within the lock wait, and
 * the pages answer at once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-store-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const res = await work();
  const body = await res.text();
  return { status: res.status, body, ms: performance.now() - started };
};

it('answers Contact posts 503 within the lock wait while another process holds the write lock, and /home at once', async () => {
  // Migrated first, as the server would, so the lock is taken on a store with its tables.
  await (await openEmbeddedStore(dataDir)).close();
  const port = Number(new URL(await closedPortUrl()).port);
  const site = `http://127.0.0.1:${port}`;
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SITE_URL: site,
    LOG_LEVEL: 'fatal',
    CONTACT_MESSAGES_PER_ADDRESS: '1000',
    CONTACT_MESSAGES_PER_HOUR: '1000',
  });
  children.push(server);
  const post = (n: number) =>
    timed(() =>
      fetch(`${site}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          name: 'Asha Patil',
          email: `asha${n}@gaon.example`,
          message: `Question ${n}`,
          filledMs: minimumFillMs,
        }),
      }),
    );
  const home = () => timed(() => fetch(`${site}/home`));
  expect((await home()).status).toBe(200);

  const holder = await holdWriteLock(storeFile(dataDir));
  children.push(holder);
  const state = { posting: true };
  const visits: Array<{ status: number; ms: number }> = [];
  const visitor = (async () => {
    while (state.posting) {
      visits.push(await home());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // Eight visitors post at once, then eight more: each is refused, none waits on another's wait.
  const posts = [
    ...(await Promise.all(Array.from({ length: 8 }, (_, n) => post(n)))),
    ...(await Promise.all(Array.from({ length: 8 }, (_, n) => post(8 + n)))),
  ];
  state.posting = false;
  await visitor;
  holder.stdin!.end();
  await once(holder, 'exit');

  for (const answer of posts) {
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ status: 'unavailable' });
    expect(answer.ms).toBeLessThan(2_500);
  }
  expect(visits.length).toBeGreaterThanOrEqual(10);
  expect(visits.every((visit) => visit.status === 200)).toBe(true);
  // No visit waits as long as one lock wait (1 s a write, one after another before the thread):
  // the event loop never waited. The slowest is the machine's noise as the posts come in.
  const times = visits.map((visit) => visit.ms).sort((a, b) => a - b);
  expect(times[Math.floor(times.length / 2)]).toBeLessThan(100);
  expect(times.at(-1)).toBeLessThan(sqliteBusyMs * 0.8);

  // The lock gone, the next post is stored.
  const after = await post(99);
  expect(after.status).toBe(200);
  expect(JSON.parse(after.body)).toEqual({ status: 'received' });
  server.kill('SIGTERM');
  await once(server, 'exit');
}, 60_000);
