/**
 * Shared by the soak and fault scripts: the production server as a child process
 * and the contract backend in this process, both on loopback, plus an RSS probe.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startBackend, type ContractBackend } from '../../tests/fixtures/backend.ts';
import { serverFlags } from '../server-flags.ts';

const require = createRequire(import.meta.url);
export const autocannon = require('autocannon') as (opts: object) => Promise<AutocannonResult>;

export interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

export const root = path.resolve(import.meta.dirname, '../..');

export async function startStack(port: number, backendPort: number, env: Record<string, string> = {}) {
  const backend = await startBackend(backendPort);
  const server = spawn(process.execPath, [...serverFlags, 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: backend.url,
      LOG_LEVEL: 'silent',
      HSTS: 'false',
      ...env,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (i > 100) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { backend, server, url };
}

export function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function stopStack({ backend, server }: { backend: ContractBackend; server: ChildProcess }) {
  server.kill('SIGTERM');
  await backend.close().catch(() => {});
}

/** A multipart registration body with a unique registration number and a small PDF. */
export function registrationBody(registrationNumber: string) {
  const boundary = `----load${registrationNumber}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  const body =
    field('name', 'Load Test') +
    field('address', 'Baramati, Pune') +
    field('agro_tour_name', 'Load Farm') +
    field('registration_number', registrationNumber) +
    field('mobile_number', '9876543210') +
    field('email_id', 'load@example.com') +
    field('registration_date', '2025-01-15') +
    `--${boundary}\r\nContent-Disposition: form-data; name="upload_document"; filename="doc.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
