// In tests/built/: it starts, kills and restarts the production server, dist/server/index.js (decision 108).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { createIssue, startSending } from '../../src/features/newsletter/issues.server.ts';
import { startServer } from '../../scripts/server-process.ts';
import { closedPortUrl, openTestStore } from '../integration/harness.ts';
import { startSmtp } from '../integration/smtp.ts';
import { databaseFor, testStore } from '../integration/test-store.ts';

/**
 * A kill in the middle of a send (issue 55, decision 099): the production server, in its own
 * process, sends an issue to 500 confirmed subscribers through a real SMTP server; it is killed
 * (SIGKILL: no shutdown) part way, and started again on the same store. Every subscriber gets
 * the issue; none is lost. A mail the server had handed over when it died, but not yet marked
 * sent, goes again with the same Message-ID (which mail programs show once): at most one a mail
 * in flight.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-crash-'));
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const subscribers = 500;
/** The sender's lanes (sender.server.ts `inFlight`): the most mails one death can leave unmarked. */
const inFlight = 4;

it(`sends the rest once after a kill and a restart, on the ${testStore} store`, async () => {
  const smtp = await startSmtp();
  const store = await openTestStore(dataDir);
  await store.db
    .insertInto('newsletter_subscribers')
    .values(
      Array.from({ length: subscribers }, (_, n) => ({
        id: randomUUID(),
        email: `crash${n}@gaon.example`,
        mailbox: `crash${n}@gaon.example`,
        language: n % 2 ? 'mr' : 'en',
        status: 'confirmed',
        consented_at: '2026-11-01T00:00:00.000Z',
        consent: 'Subscribe',
        confirmed_at: '2026-11-01T00:05:00.000Z',
        token_hash: null,
        mailed_at: null,
        idempotency_key: null,
      })),
    )
    .execute();
  const made = await createIssue(
    store,
    { subject_en: 'Monsoon sowing', subject_mr: 'पावसाळी पेरणी', body_en: 'Sowing starts.', body_mr: 'पेरणी सुरू.' },
    new Date(),
  );
  if (!('id' in made)) throw new Error('not made');
  expect(await startSending(store, made.id, new Date())).toEqual({ started: subscribers });
  await store.close();

  const port = Number(new URL(await closedPortUrl()).port);
  const env = {
    DATA_DIR: dataDir,
    ...(testStore === 'postgres' && { DATABASE_URL: await databaseFor(dataDir) }),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Agro Tourism <news@krushi-paryatan.in>',
    SITE_URL: `http://127.0.0.1:${port}`,
    // 100 a second: about 5 s for the lot, so the kill lands in the middle.
    NEWSLETTER_RATE: '6000',
    PAGE_CACHE: 'false',
    LOG_LEVEL: 'error',
  };
  const first = await startServer(port, env);
  children.push(first);
  await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(150), { timeout: 30_000, interval: 5 });
  first.kill('SIGKILL');
  await once(first, 'exit');
  const atKill = smtp.received.length;
  expect(atKill).toBeLessThan(subscribers);

  // Started again: it resumes once the dead one's lease (30 s) and claims (60 s) lapse.
  const second = await startServer(port, env);
  children.push(second);
  await vi.waitFor(() => expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(subscribers), {
    timeout: 120_000,
    interval: 100,
  });
  // Once the dead one's claims lapse, the mails it had handed over but not marked go again (the
  // same Message-IDs), and the round after finds nothing left and closes the issue.
  const check = await openTestStore(dataDir);
  await vi.waitFor(
    async () =>
      expect((await check.db.selectFrom('newsletter_issues').select('status').executeTakeFirstOrThrow()).status).toBe(
        'sent',
      ),
    { timeout: 90_000, interval: 200 },
  );
  second.kill('SIGTERM');
  await once(second, 'exit');
  await smtp.close();

  const byAddress = new Map<string, string[]>();
  for (const mail of smtp.received) {
    const address = mail.to && 'value' in mail.to ? (mail.to.value[0]?.address ?? '') : '';
    byAddress.set(address, [...(byAddress.get(address) ?? []), mail.messageId ?? '']);
  }
  // Nobody lost.
  expect(byAddress.size).toBe(subscribers);
  // A repeat only for a mail in flight at the kill, and the same mail (its Message-ID).
  const repeated = [...byAddress.values()].filter((ids) => ids.length > 1);
  expect(repeated.length).toBeLessThanOrEqual(inFlight);
  for (const ids of repeated) expect(new Set(ids).size).toBe(1);
  const rows = await check.db.selectFrom('newsletter_deliveries').select('status').execute();
  expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  await check.close();
}, 240_000);
