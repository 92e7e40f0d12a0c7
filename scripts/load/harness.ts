/**
 * Shared by the soak and fault scripts: the production server as a child process
 * and the contract backend in this process, both on loopback.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { startBackend, type ContractBackend } from '../../server/contract-backend/backend.ts';
import { loadTestLimits, startServer } from '../server-process.ts';

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

export async function startStack(port: number, backendPort: number, env: Record<string, string> = {}) {
  const backend = await startBackend(backendPort);
  const server = await startServer(port, { API_URL: backend.url, LOG_LEVEL: 'silent', ...loadTestLimits, ...env });
  return { backend, server, url: `http://127.0.0.1:${port}` };
}

export async function stopStack({ backend, server }: { backend: ContractBackend; server: ChildProcess }) {
  server.kill('SIGTERM');
  await backend.close().catch(() => {});
}

/** A multipart registration body with a unique registration number and a small PDF. */
export function registrationBody(registrationNumber: string) {
  const boundary = `----load${registrationNumber}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
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
