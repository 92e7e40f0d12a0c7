import { pino } from 'pino';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  edgeMessages,
  emptyValues,
  limits,
  uploadField,
  type RegistrationAnswer,
} from '../../src/features/registration/contract.ts';
import { registrationLimits } from '../../src/features/registration/limits.server.ts';
import { registrationAction } from '../../src/features/registration/registration-action.server.ts';
import { readMultipart } from '../../server/multipart.ts';
import { siteContext, type SiteRequest, type SiteServices } from '../../src/site.server.ts';

/**
 * The no-JavaScript registration's action on its own (decision 105): it reads the multipart body
 * of the Fetch `Request` it is given, with the edge's limits, and holds an upload place until
 * the request's signal says it is answered. No Express request, no backend.
 */
const log = pino({ level: 'silent' });
const visitor = { ip: '203.0.113.9', protocol: 'http', id: undefined, log, gone: () => false };
const pdf = (bytes: number) => {
  const body = new Uint8Array(bytes);
  body.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([body], 'licence.pdf', { type: 'application/pdf' });
};

function contextWith(services: Partial<SiteServices>) {
  const context = new RouterContextProvider();
  context.set(siteContext, { visitor, services } as unknown as SiteRequest);
  return context;
}

const places = (uploadsPerAddress: number) =>
  registrationLimits(
    {
      redisUrl: undefined,
      registrationLimits: { perAddress: 5, perHour: 200, uploadsPerAddress, uploadsInFlight: 12 },
    },
    log,
  );

/** A post of the form as a browser sends it: multipart, with its length declared. */
async function posted(fields: Record<string, string>, file?: File, signal?: AbortSignal) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(uploadField, file);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) };
  return new Request('http://localhost/profile', { method: 'POST', body, headers, ...(signal && { signal }) });
}

const run = async (request: Request, services: Partial<SiteServices>) =>
  (await registrationAction({ request, context: contextWith(services), params: {} } as never)) as unknown as {
    data: RegistrationAnswer;
    init: { status: number; headers: Record<string, string> };
  };

describe('the registration action (the form without JavaScript)', () => {
  it('reads a document over the limit from its Request: 413, the values typed kept', async () => {
    const request = await posted({ name: 'Sunita', mobile_number: '9876543210' }, pdf(limits.fileBytes + 1));
    const { data, init } = await run(request, { registrations: places(3) });
    expect(init.status).toBe(413);
    expect(data).toMatchObject({ kind: 'refused', status: 413, message: edgeMessages.tooLarge });
    expect(data.values).toEqual({ ...emptyValues(), name: 'Sunita', mobile_number: '9876543210' });
  });

  it('holds an upload place until the request is answered; without one, 429 and the body unread', async () => {
    const registrations = places(2);
    const answered = [new AbortController(), new AbortController()];
    for (const { signal } of answered) {
      const { init } = await run(await posted({ mobile_number: 'abc' }, undefined, signal), { registrations });
      expect(init.status).toBe(400);
    }
    const busy = await posted({ name: 'Sunita' });
    const refused = await run(busy, { registrations });
    expect(refused.init).toMatchObject({ status: 429, headers: { 'Retry-After': '60', Connection: 'close' } });
    expect(busy.bodyUsed).toBe(false);
    answered[0]!.abort();
    const { init } = await run(await posted({ mobile_number: 'abc' }), { registrations });
    expect(init.status).toBe(400);
  });
});

describe('a multipart body read from a Fetch Request (server/multipart.ts)', () => {
  const within = {
    fileField: 'photo',
    fileBytes: 1_000,
    fields: 3,
    fieldBytes: 100,
    fieldNameBytes: 50,
    headerPairs: 50,
    bodyBytes: 4_000,
  };

  it('gives the fields, and the file as a Blob with its first bytes and name', async () => {
    const form = new FormData();
    form.append('alt', 'A field');
    form.append('photo', new File(['%PDF-1.4 and more'], 'a.pdf'));
    const read = await readMultipart(new Request('http://localhost/', { method: 'POST', body: form }), within);
    expect(read.ok && read.fields).toEqual({ alt: 'A field' });
    expect(read.ok && read.file?.name).toBe('a.pdf');
    expect(read.ok && new TextDecoder().decode(read.file?.head)).toBe('%PDF-1.4 and mor');
    expect(read.ok && (await read.file?.blob.text())).toBe('%PDF-1.4 and more');
  });

  it('refuses a body declared too large unread, or reads its fields only when asked to', async () => {
    const form = new FormData();
    form.append('alt', 'kept');
    form.append('photo', new File([new Uint8Array(5_000)], 'big.jpg'));
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const make = () =>
      new Request('http://localhost/', {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(bytes.byteLength) },
      });
    const unread = make();
    expect(await readMultipart(unread, within)).toEqual({ ok: false, problem: 'too-large', fields: {} });
    expect(unread.bodyUsed).toBe(false);
    expect(await readMultipart(make(), within, { keepFieldsUpTo: 10_000 })).toEqual({
      ok: false,
      problem: 'too-large',
      fields: { alt: 'kept' },
    });
  });

  it('refuses what is not multipart, and a multipart type without its boundary', async () => {
    const json = new Request('http://localhost/', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await readMultipart(json, within)).toMatchObject({ ok: false, problem: 'not-multipart' });
    const bare = new Request('http://localhost/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(await readMultipart(bare, within)).toMatchObject({ ok: false, problem: 'malformed' });
  });
});
