import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, manyRegistrations, testApp } from './harness.ts';

/**
 * Text fields as stored (decision 063, src/plain-text.ts): what reaches the backend from the
 * registration API, the form without JavaScript and an admin's correction holds no control
 * character and no bidi override or isolate; an address keeps its line breaks.
 */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, ...manyRegistrations });
});

const hostile = {
  name: 'Ra\u0000m\u0007esh\u001b',
  address: 'Velhe\r\nPune\u0085\u202e',
  agro_tour_name: '\u202egnp.exe',
  registration_number: 'R-\u2066\u00a71\u2069',
};
const clean = {
  name: 'Ramesh',
  address: 'Velhe\nPune',
  agro_tour_name: 'gnp.exe',
  registration_number: 'R-\u00a71',
};
/** As the backend reads it: multipart sends a line break as CRLF, as browsers do. */
const read = (fields: Record<string, unknown> | undefined) => ({
  ...fields,
  address: String(fields?.address ?? '').replaceAll('\r\n', '\n'),
});
// eslint-disable-next-line no-control-regex -- what must not be stored
const invisible = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

describe('text fields are stored as plain text', () => {
  it.each([
    ['the API', '/api/register/registrations/'],
    ['the form without JavaScript', '/profile'],
  ])('from %s', async (_, path) => {
    let post = request(app).post(path);
    for (const [name, value] of Object.entries(hostile)) post = post.field(name, value);
    const res = await post;
    expect([201, 303, 200]).toContain(res.status);
    const stored = contract.backend.registrations.at(-1)!.fields;
    expect(read(stored)).toMatchObject(clean);
    for (const value of Object.values(read(stored))) expect(value).not.toMatch(invisible);
  });

  it('from an admin’s correction', async () => {
    const { cookie, csrf } = await adminSession(app);
    const res = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send({ ...hostile, mobile_number: '9822012345', email_id: '', registration_date: '', csrf });
    expect(res.status).toBe(303);
    expect(read(contract.backend.updates.at(-1)?.fields)).toMatchObject(clean);
  });
});
