import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { bytesOf, samples } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { sourceRenderer } from './harness.ts';

const contract = useContractBackend({ reset: false });
let app: ReturnType<typeof createApp>;
const lines: string[] = [];

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'production', API_URL: contract.backend.url, LOG_LEVEL: 'trace' });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = createApp({ config, logger: pino({ level: 'trace' }, sink), renderer: sourceRenderer });
});

const person = {
  name: 'Sunita Zamindarbai Patil',
  address: 'Survey 4471, Velhe',
  agro_tour_name: 'Zarkhed Orchard Stay',
  registration_number: 'MTDC-AT-99817',
  mobile_number: '9812345670',
  email_id: 'sunita.zp@example.com',
  registration_date: '2025-01-31',
};
const fileName = 'patil-aadhaar-4471.pdf';

it('logs the outcome of registrations, but never the values, the file name or the document', async () => {
  const send = (fields: Record<string, string>, file: { path: string } = samples.pdf) => {
    const req = request(app).post('/api/register/registrations/');
    for (const [name, value] of Object.entries(fields)) req.field(name, value);
    return req.attach('upload_document', bytesOf(file), { filename: fileName, contentType: 'application/pdf' });
  };
  expect((await send(person)).status).toBe(201);
  expect((await send({ ...person, mobile_number: `${person.mobile_number}1` })).status).toBe(400);
  expect((await send(person, samples.fake)).status).toBe(415);
  contract.backend.mode = 'fail';
  expect((await send(person)).status).toBe(502);
  expect((await request(app).post('/profile').field('name', person.name).field('mobile_number', '1')).status).toBe(400);

  const log = lines.join('');
  expect(log).toMatch(/registration sent on/);
  expect(log).toMatch(/registration refused/);
  for (const value of [
    ...Object.values(person).filter((v) => v !== person.registration_date),
    fileName,
    'Registration certificate',
  ]) {
    expect(log).not.toContain(value);
  }
});
