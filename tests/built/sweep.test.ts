// In tests/built/: it starts the production server, dist/server/index.js (decision 108).
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../scripts/server-process.ts';
import { closedPortUrl, downBackendUrl, openTestStore } from '../integration/harness.ts';
import { readStore, storeEnv } from '../integration/test-store.ts';
import { contactRow } from '../integration/store-reader.ts';

/**
 * The built server sweeps its store at start (decision 082), on the store under test (decision
 * 085), and stops cleanly (moved from tests/integration/sweep.test.ts).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-sweep-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const day = 24 * 60 * 60 * 1000;

const root = resolve(import.meta.dirname, '../..');

describe('the server', () => {
  it('sweeps its store at start, as RETENTION_DAYS says, says so in the privacy notice, and stops cleanly', async () => {
    const dir = mkdtempSync(join(dataDir, 'server-'));
    const store = await openTestStore(dir);
    const kept = contactRow(new Date(Date.now() - 29 * day).toISOString(), 'kept: 29 days old');
    await store.db
      .insertInto('contact_messages')
      .values([contactRow(new Date(Date.now() - 31 * day).toISOString(), 'gone: 31 days old'), kept])
      .execute();
    await store.close();
    const port = Number(new URL(await closedPortUrl()).port);
    const server = await startServer(port, {
      ...(await storeEnv(dir)),
      RETENTION_DAYS: '30',
      SITE_CONFIG: join(root, 'tests/fixtures/site-config.json'),
      API_URL: downBackendUrl,
      LOG_LEVEL: 'error',
    });
    try {
      const left = async () =>
        (await readStore(dir, (db) => db.selectFrom('contact_messages').select('message').execute())).map(
          (row) => row.message,
        );
      await vi.waitFor(async () => expect(await left()).toEqual(['kept: 29 days old']), {
        timeout: 5_000,
        interval: 50,
      });
      // The privacy notice, rendered into the page cache at start, says the number configured, and where to ask.
      const notice = async (path: string) => {
        const page = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(page.headers.get('etag')).toBeTruthy(); // from the page cache
        return (await page.text()).replaceAll(/<!-- -->/g, '');
      };
      const english = await notice('/privacy');
      expect(english).toContain(
        'This website keeps it for 30 days, so that we can follow up on your enquiry, and then deletes it automatically; to have it deleted sooner, write to namaste@krushi-paryatan.in.',
      );
      const marathi = await notice('/mr/privacy');
      expect(marathi).toContain('ही वेबसाइट ती 30 दिवस ठेवते आणि नंतर आपोआप काढून टाकते');
      expect(marathi).toContain('तर namaste@krushi-paryatan.in वर ई-मेल लिहा.');
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code).toBe(0);
  }, 30_000);
});
