import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startBackend, type ContractBackend } from '../fixtures/backend.ts';
import { closedPortUrl } from './harness.ts';

let backend: ContractBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

async function startServer(extraEnv: Record<string, string>) {
  const port = new URL(await closedPortUrl()).port;
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: port, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

it('on SIGTERM stops accepting, finishes the request in flight, and exits 0', async () => {
  backend.mode = 'slow';
  backend.slowMs = 1_000;
  const { child, url } = await startServer({ API_URL: backend.url, API_TIMEOUT_MS: '5000' });
  const exited = once(child, 'exit');
  const inFlight = fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'agro@2025' }),
  });
  // The login is in flight once the backend holds it (for slowMs).
  await vi.waitFor(() => expect(backend.requests.map((r) => r.path)).toContain('/api/login/'), { timeout: 5000 });
  child.kill('SIGTERM');
  // The listener closes soon after the signal; the request in flight is still answered.
  await vi.waitFor(() => expect(fetch(`${url}/healthz`)).rejects.toThrow('fetch failed'), { timeout: 5000 });
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ status: 'success' });
  const [code] = await exited;
  expect(code).toBe(0);
});

it('refuses to start with a bad variable, naming it', async () => {
  const child = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('PORT:');
});
