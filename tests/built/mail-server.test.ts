// In tests/built/: it starts the production server, dist/server/index.js (decision 108).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { closedPortUrl, downBackendUrl } from '../integration/harness.ts';
import { smtpUser, startSmtp, type TestSmtp } from '../integration/smtp.ts';
import { storeEnv } from '../integration/test-store.ts';

/**
 * The server process with SMTP_URL (decision 080): its start log says where contact messages
 * go (never the SMTP password) and that the mail server took the login; a message posted is
 * mailed to the office; SIGTERM stops the outbox with the server, which exits 0. Its store is
 * the store under test (decision 085).
 */
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'agro-mail-server-'));
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it(
  'logs where mail goes, mails a posted message to the office, and stops on SIGTERM',
  { timeout: 30_000 },
  async () => {
    const origin = await closedPortUrl();
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: new URL(origin).port,
        LOG_LEVEL: 'info',
        PAGE_CACHE: 'false',
        API_URL: downBackendUrl,
        ...(await storeEnv(dataDir)),
        SITE_CONFIG: join(root, 'tests/fixtures/site-config.json'),
        SITE_URL: 'https://www.krushi-paryatan.in',
        SMTP_URL: smtp.url,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = once(child, 'exit');
    try {
      await vi.waitFor(() => expect(output).toContain('server listening on'), { timeout: 20_000, interval: 50 });
      await vi.waitFor(() => expect(output).toContain('answers and accepts the login'), { timeout: 5_000 });
      const where = `through smtp://${new URL(smtp.url).host}`;
      expect(output).toContain(`contact messages are mailed to namaste@krushi-paryatan.in ${where}`);
      expect(output).toContain('from Agro Tourism website <no-reply@www.krushi-paryatan.in> (derived');
      expect(output).not.toContain(smtpUser.pass);
      const posted = await fetch(`${origin}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: new URLSearchParams({ name: 'Asha Patil', email: 'asha@gaon.example', message: 'Through the process' }),
      });
      expect(posted.status).toBe(303);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
      expect(smtp.received[0]?.replyTo?.value[0]?.address).toBe('asha@gaon.example');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      expect(output).toContain('stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  },
);
