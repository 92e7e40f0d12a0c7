import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

/**
 * What the backend is told about the visitor when a registration is sent on
 * (src/features/registration/forward.server.ts, server/backend/client.ts): only what the site itself knows,
 * or a proxy it trusts said; never the visitor's own X-Forwarded-* headers as sent.
 */
const contract = useContractBackend();

const spoofed = {
  'X-Forwarded-For': '198.51.100.23',
  'X-Forwarded-Proto': 'https',
  'X-Forwarded-Host': 'bank.example',
  'X-Request-Id': 'visitor-chosen-id-0001',
};
const routes = [
  ['the API', '/api/register/registrations/', 201],
  ['the no-JavaScript form', '/profile', 200],
] as const;

/** The forwarding headers of the one registration the backend received. */
function forwarded() {
  const received = contract.backend.requestHeaders.filter(({ path }) => path === '/api/register/registrations/');
  expect(received).toHaveLength(1);
  const { headers } = received[0]!;
  return { for: headers['x-forwarded-for'], proto: headers['x-forwarded-proto'], host: headers['x-forwarded-host'] };
}

describe('registration forwarding headers', () => {
  it.each(routes)(
    'through %s with TRUST_PROXY off: the connection’s own address and scheme, and the configured host',
    async (_, path, status) => {
      const app = await testApp({ API_URL: contract.backend.url, SITE_URL: 'http://www.agro.example' });
      const res = await request(app).post(path).set(spoofed).set('Host', 'visitor.example').field('name', 'x');
      expect(res.status).toBe(status);
      const sent = forwarded();
      expect(sent.for).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
      expect(sent.proto).toBe('http');
      expect(sent.host).toBe('www.agro.example');
      expect(JSON.stringify(contract.backend.requestHeaders)).not.toContain('visitor.example');
      expect(JSON.stringify(contract.backend.requestHeaders)).not.toMatch(/198\.51\.100\.23|bank\.example/);
    },
  );

  it.each(routes)(
    'through %s behind one trusted proxy: the address the proxy saw, not the visitor’s claim before it',
    async (_, path, status) => {
      const app = await testApp({
        API_URL: contract.backend.url,
        TRUST_PROXY: '1',
        SITE_URL: 'https://www.agro.example',
      });
      // The visitor claims 198.51.100.23; the proxy appends the address it really saw. The host
      // a trusted proxy passes on is still the visitor's Host header: the configured one goes instead.
      const res = await request(app)
        .post(path)
        .set({ ...spoofed, 'X-Forwarded-For': '198.51.100.23, 203.0.113.7' })
        .set('Origin', 'https://www.agro.example')
        .field('name', 'x');
      expect(res.status).toBe(status);
      const sent = forwarded();
      expect(sent.for).toBe('203.0.113.7');
      expect(sent.proto).toBe('https');
      expect(sent.host).toBe('www.agro.example');
      expect(JSON.stringify(contract.backend.requestHeaders)).not.toMatch(/198\.51\.100\.23|bank\.example/);
    },
  );
});
