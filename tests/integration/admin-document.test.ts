import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentUrl } from '../../src/features/admin/document.server.ts';
import { demoUser, seedDocument } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, testApp } from './harness.ts';

/**
 * The owner's document through the site (server/admin/document.ts, decision 069): fetched from
 * the backend's own origin with the session's token, streamed as a download, byte for byte.
 */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;
const siteUrl = 'https://www.farm-stays.example';

beforeAll(async () => {
  app = await testApp({
    API_URL: contract.backend.url,
    API_TIMEOUT_MS: '1500',
    SITE_URL: siteUrl,
    ...manyRegistrations,
  });
});

async function signIn() {
  const login = await request(app)
    .post('/api/login/')
    .set('Origin', siteUrl)
    .send({ username: demoUser.username, password: demoUser.password });
  return ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const download = (path: string, cookie: string) =>
  request(app).get(path).set('Cookie', cookie).buffer(true).parse(binary);

/** Registers a centre with a document through the site, and gives the id the backend gave it. */
async function register(name: string, bytes: Buffer) {
  const res = await request(app)
    .post('/api/register/registrations/')
    .set('Origin', siteUrl)
    .field('name', 'Document Test')
    .attach('upload_document', bytes, { filename: name, contentType: 'application/pdf' });
  expect(res.status).toBe(201);
  return String(contract.backend.customers.at(-1)!.id);
}

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);

describe('the document of a record', () => {
  it('downloads byte for byte, under the owner’s file name, as an attachment that is never sniffed or kept', async () => {
    const bytes = pdf(300_000);
    const id = await register('Certificate 2024 (पुणे) "final".pdf', bytes);
    const cookie = await signIn();
    const res = await download(`/admin/registrations/${id}/document`, cookie);
    expect(res.status).toBe(200);
    expect(sha256(res.body as Buffer)).toBe(sha256(bytes));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="Certificate 2024 \(\?\?\?\?\) \\"final\\".pdf"; /);
    const encoded = encodeURIComponent('Certificate 2024 (पुणे) "final".pdf')
      .replaceAll('(', '%28')
      .replaceAll(')', '%29');
    expect(disposition.endsWith(`filename*=UTF-8''${encoded}`)).toBe(true);
  });

  it.each(['path', 'absolute', 'forwarded', 'name'] as const)(
    'comes from the backend’s own origin when allcustomers gives it as a %s',
    async (form) => {
      contract.backend.documentUrls = form;
      const cookie = await signIn();
      contract.backend.requests.length = 0;
      const res = await download('/mr/admin/registrations/1/document', cookie);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, seedDocument.bytes)).toBe(0);
      expect(res.headers['content-disposition']).toBe('attachment; filename=sahyadri-certificate.pdf');
      expect(contract.backend.requests.map(({ path }) => path)).toEqual([
        '/api/customer/allcustomers/',
        seedDocument.path,
      ]);
    },
  );

  it('is refused without a session, and the backend is not asked', async () => {
    const res = await request(app).get('/admin/registrations/1/document');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent('/admin/registrations/1/document')}`);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(contract.backend.requests).toEqual([]);
  });

  it('is 404 for a record without a document, one the list does not hold, or one on another origin', async () => {
    const cookie = await signIn();
    contract.backend.customers[0]!.upload_document = 'http://169.254.169.254/latest/meta-data/';
    contract.backend.requests.length = 0;
    for (const ref of ['1', '2', '99', 'nonsense'])
      expect((await download(`/admin/registrations/${ref}/document`, cookie)).status).toBe(404);
    expect(contract.backend.requests.every(({ path }) => path === '/api/customer/allcustomers/')).toBe(true);
  });

  // Issue 58 item 8: each of these, fetched as given, reaches a backend path outside /media/ (the
  // list of registrations, here) with the admin's token, at once or once the backend decodes it.
  const allCustomers = '/api/customer/allcustomers/';
  const leaving = [
    `/media/..${allCustomers}`,
    `/media/documents/../..${allCustomers}`,
    `/media/%2e%2e${allCustomers}`,
    `/media/%2E%2E${allCustomers}`,
    `/media/.%2e${allCustomers}`,
    `/media/..%2f${allCustomers.slice(1)}`,
    `/media/documents/..%252f..%252f${allCustomers.slice(1)}`,
    `/media/..\\${allCustomers.slice(1)}`,
    `/media/%2e%2e%5c${allCustomers.slice(1)}`,
    `..${allCustomers}`,
    allCustomers,
  ];
  it.each((['path', 'absolute'] as const).flatMap((form) => leaving.map((stored) => [stored, form] as const)))(
    'is 404 for %s (in the %s form), and the backend is asked for nothing outside /media/',
    async (stored, form) => {
      const cookie = await signIn();
      contract.backend.documentUrls = form;
      contract.backend.customers[0]!.upload_document = stored;
      contract.backend.requests.length = 0;
      const res = await download('/admin/registrations/1/document', cookie);
      expect(res.status).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(contract.backend.requests.map(({ path }) => path)).toEqual([allCustomers]);
    },
  );

  it('is 404 for a whole URL on the backend’s own host but outside /media/', async () => {
    const cookie = await signIn();
    contract.backend.requests.length = 0;
    for (const stored of [
      `${contract.backend.url}${allCustomers}`,
      `${contract.backend.url}/media/..${allCustomers}`,
    ]) {
      contract.backend.customers[0]!.upload_document = stored;
      expect((await download('/admin/registrations/1/document', cookie)).status, stored).toBe(404);
    }
    expect(contract.backend.requests.map(({ path }) => path)).toEqual([allCustomers, allCustomers]);
  });

  it('sends the admin back to the record, which says so, when the backend does not give it', async () => {
    const cookie = await signIn();
    contract.backend.documents.clear();
    const res = await download('/admin/registrations/1/document', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/admin/registrations/1?document=unavailable');
    const page = await request(app).get(res.headers.location!).set('Cookie', cookie);
    expect(page.text).toContain('The document could not be fetched from the registration service.');
  });

  it('gives up with the backend client’s deadline', async () => {
    const cookie = await signIn();
    contract.backend.pathModes.set(seedDocument.path, 'slow');
    contract.backend.slowMs = 4_000;
    const started = Date.now();
    const res = await download('/admin/registrations/1/document', cookie);
    expect(res.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(3_500);
  });
});

describe('documentUrl: only /media/ on the backend’s own origin', () => {
  const config = { apiUrl: new URL('http://backend:8000/api-root/'), siteUrl: new URL('https://www.farm.example') };
  it.each([
    ['http://backend:8000/media/registrations/x.pdf', 'http://backend:8000/media/registrations/x.pdf'],
    ['https://www.farm.example/media/x.pdf?v=2', 'http://backend:8000/media/x.pdf?v=2'],
    ['http://www.farm.example/media/x.pdf', 'http://backend:8000/media/x.pdf'],
    ['/media/documents/a%20b.pdf', 'http://backend:8000/media/documents/a%20b.pdf'],
    ['registrations/x.pdf', 'http://backend:8000/media/registrations/x.pdf'],
    ['/media/50%25 off..pdf', 'http://backend:8000/media/50%25%20off..pdf'],
    ['/media/a%2Fb/x.pdf', 'http://backend:8000/media/a%2Fb/x.pdf'],
  ])('%s is fetched from %s', (stored, fetched) => {
    expect(documentUrl(stored, config)?.href).toBe(fetched);
  });

  it.each([
    '',
    'http://169.254.169.254/latest/meta-data/',
    'http://backend:8001/media/x.pdf',
    '//evil.example/media/x.pdf',
    '\\\\evil.example/media/x.pdf',
    '/\\evil.example/x.pdf',
    'http://user:pass@backend:8000/media/x.pdf',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://backend:8000/api/customer/allcustomers/',
    '/media/../api/customer/allcustomers/',
    '/media/%2e%2e/api/',
    '/media/..%2Fapi/',
    '/media/%252e%252e/api/',
    '/media/..%5capi/',
    '/media/x.pdf%00.png',
    '../api/',
    '/mediafiles/x.pdf',
  ])('%s is refused', (stored) => {
    expect(documentUrl(stored, config)).toBeUndefined();
  });
});
