import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { demoUser, seedDocument, type ContractBackend } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

/**
 * What the backend receives from each of the site's calls (server/backend/client.ts): the
 * call's own headers, never the visitor's Cookie, Authorization or forwarding claims.
 */
const contract = useContractBackend();

const visitor = {
  Authorization: 'Bearer visitor-token',
  'X-Forwarded-For': '198.51.100.23',
  'X-Forwarded-Host': 'bank.example',
  'X-Forwarded-Proto': 'https',
};
const good = { username: demoUser.username, password: demoUser.password };

/** Every header the backend received, one call a line, and the names it received. */
function received(backend: ContractBackend) {
  const text = JSON.stringify(backend.requestHeaders);
  const names = new Set(backend.requestHeaders.flatMap(({ headers }) => Object.keys(headers)));
  return { text, names };
}

describe('the visitor’s headers stay with the site', () => {
  it('login (JSON and no-JavaScript form), a record, a correction and the owner’s document', async () => {
    const { backend } = contract;
    const app = await testApp({ API_URL: backend.url, SITE_URL: 'http://www.agro.example' });
    const login = await request(app).post('/api/login/').set(visitor).set('Cookie', 'theirs=1').send(good);
    const session = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    await request(app)
      .post('/login')
      .set({ ...visitor, Origin: 'http://www.agro.example' })
      .type('form')
      .send(good);
    const record = await request(app).get('/admin/registrations/1').set(visitor).set('Cookie', session);
    const csrf = /name="csrf" value="([^"]+)"/.exec(record.text)?.[1] ?? '';
    await request(app)
      .post('/admin/registrations/1')
      .set({ ...visitor, Origin: 'http://www.agro.example', Cookie: session })
      .type('form')
      .send(`name=Asha&csrf=${csrf}`);
    await request(app).get('/admin/registrations/1/document').set(visitor).set('Cookie', session);

    const paths = backend.requestHeaders.map(({ path }) => path);
    expect(paths).toEqual([
      '/api/login/',
      '/api/login/',
      '/api/customer/allcustomers/',
      '/api/customer/allcustomers/',
      '/api/customer/updatecustomer/1',
      '/api/customer/allcustomers/',
      seedDocument.path,
    ]);
    const { text, names } = received(backend);
    expect(names.has('cookie')).toBe(false);
    expect(text).not.toMatch(/visitor-token|198\.51\.100\.23|bank\.example|theirs|agro_admin/);
    for (const { path, headers } of backend.requestHeaders) {
      expect(headers['x-forwarded-host']).toBe('www.agro.example');
      expect(headers['x-forwarded-proto']).toBe('http');
      const withToken = path.startsWith('/api/customer/') || path.startsWith('/media/');
      expect(headers.authorization ?? '').toMatch(withToken ? /^Token \S+$/ : /^$/);
    }
  });
});
