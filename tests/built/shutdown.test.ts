// In tests/built/: it starts the production server, dist/server/index.js (decision 108).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it, vi } from 'vitest';
import { useContractBackend } from '../integration/contract-backend.ts';
import { closedPortUrl } from '../integration/harness.ts';

const contract = useContractBackend({ reset: false });

async function startServer(extraEnv: Record<string, string>) {
  const port = new URL(await closedPortUrl()).port;
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: port, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // Up once /healthz answers; on two busy cores the start can take seconds.
    await vi.waitFor(async () => expect((await fetch(`${url}/healthz`)).ok).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, url };
}

/** Whether a new TCP connection to the server's port is refused. */
function connectionRefused(url: string) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

it('on SIGTERM stops accepting, finishes the request in flight, and exits 0', { timeout: 45_000 }, async () => {
  contract.backend.mode = 'slow';
  contract.backend.slowMs = 1_000;
  const { child, url } = await startServer({ API_URL: contract.backend.url, API_TIMEOUT_MS: '5000' });
  const exited = once(child, 'exit');
  const inFlight = fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'agro@2025' }),
  });
  // The login is in flight once the backend holds it (for slowMs).
  await vi.waitFor(() => expect(contract.backend.requests.map((r) => r.path)).toContain('/api/login/'), {
    timeout: 5000,
  });
  child.kill('SIGTERM');
  // The listener closes soon after the signal (a new connection is refused; fetch would reuse
  // the kept-alive one of the start-up checks); the request in flight is still answered.
  await vi.waitFor(async () => expect(await connectionRefused(url)).toBe(true), { timeout: 5000 });
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ status: 'success' });
  const [code] = await exited;
  expect(code).toBe(0);
});

it('refuses to start with a bad variable, naming it', async () => {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = await once(child, 'exit');
  expect(code).toBe(1);
  expect(stderr).toContain('PORT:');
});
