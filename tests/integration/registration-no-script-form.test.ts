import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../src/content/client.ts';
import { refusedForm } from '../../src/content/ui.ts';
import { bytesOf, samples, sha256 } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { pageStartScript, manyRegistrations, testApp } from './harness.ts';

/** The registration form without JavaScript: a plain multipart POST to /profile, answered with the page. */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '1000', ...manyRegistrations });
});

const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function submit(fields: Record<string, string>) {
  const req = request(app).post('/profile').set('Accept', 'text/html');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

describe('GET /profile', () => {
  it('is a real multipart form that posts to its own address, with the button enabled', async () => {
    const res = await request(app).get('/profile');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /<form [^>]*action="\/profile#registration-result"[^>]*encType="multipart\/form-data"[^>]*method="post"/,
    );
    expect(res.text).toMatch(/<button type="submit" class="[^"]+">Register<\/button>/);
    expect(res.text).toContain('name="upload_document"');
    expect(alertOf(res.text)).toBe('');
  });
});

describe('POST /profile (no JavaScript)', () => {
  it('reaches the backend with the document, and answers with the page showing the spec’s success message', async () => {
    const bytes = bytesOf(samples.jpeg);
    const res = await submit({ name: 'सुनीता पाटील', mobile_number: '9876543210' })
      // A browser sends every field, empty ones included, and the file part.
      .field('email_id', '')
      .attach('upload_document', bytes, { filename: samples.jpeg.name, contentType: samples.jpeg.type });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(textOf(alertOf(res.text))).toBe('Registration successful!');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(contract.backend.registrations).toHaveLength(1);
    expect(contract.backend.registrations[0]?.fields).toMatchObject({
      name: 'सुनीता पाटील',
      mobile_number: '9876543210',
      address: '',
    });
    expect(contract.backend.registrations[0]?.file).toMatchObject({
      originalname: samples.jpeg.name,
      sha256: sha256(bytes),
    });
    // Cleared after success: the kept values are only for failures.
    expect(res.text).not.toContain('value="9876543210"');
  });

  it('sends no file when the browser’s file part is empty (nothing chosen)', async () => {
    const res = await submit({ name: 'x' }).attach('upload_document', Buffer.alloc(0), {
      filename: '',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(200);
    expect(contract.backend.registrations[0]?.file).toBeUndefined();
  });

  it('answers invalid fields with the failure message, the fields named, and the values kept', async () => {
    const res = await submit({ name: 'Sunita "Tai" <Patil>', address: 'Velhe\nPune', mobile_number: '12345' });
    expect(res.status).toBe(400);
    const alert = textOf(alertOf(res.text));
    expect(alert).toContain('Failed to register. Try again later.');
    expect(alert).toContain('Mobile No: must be exactly 10 digits');
    expect(res.text).toContain('value="Sunita &quot;Tai&quot; &lt;Patil&gt;"');
    expect(res.text).toMatch(/<textarea[^>]*>Velhe\r?\nPune<\/textarea>/);
    expect(res.text).toContain('value="12345"');
    expect(contract.backend.registrations).toEqual([]);
  });

  it('answers a document over 10 MB with 413 and gives back every value typed, the bytes thrown away', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
    big.write('%PDF-1.7\n');
    const res = await submit({
      name: 'Sunita Patil',
      address: 'Velhe\nPune',
      agro_tour_name: 'Sahyadri Farm Stay',
      mobile_number: '9822012345',
    }).attach('upload_document', big, { filename: 'scan.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(textOf(alertOf(res.text))).toContain('10 MB');
    expect(res.text).toContain('value="Sunita Patil"');
    expect(res.text).toContain('value="Sahyadri Farm Stay"');
    expect(res.text).toContain('value="9822012345"');
    expect(res.text).toMatch(/<textarea[^>]*>Velhe\r?\nPune<\/textarea>/);
    expect(contract.backend.registrations).toEqual([]);
  });

  it('answers a document that is not one with the failure message and the reason', async () => {
    const res = await submit({ name: 'x' }).attach('upload_document', bytesOf(samples.fake), {
      filename: 'x.pdf',
      contentType: 'application/pdf',
    });
    expect(res.status).toBe(415);
    expect(textOf(alertOf(res.text))).toBe(
      'Failed to register. Try again later. The document must be a PDF, JPEG, PNG or WebP file.',
    );
  });

  it('answers a backend that is down with the failure message, and the office’s e-mail and phone', async () => {
    const down = await testApp();
    const res = await request(down).post('/profile').field('name', 'x');
    expect(res.status).toBe(502);
    expect(textOf(alertOf(res.text))).toBe(
      `Failed to register. Try again later. If it keeps failing, write to us or call us: ${client.email} or ${client.phone.display}`,
    );
    expect(alertOf(res.text)).toContain(`href="mailto:${client.email}"`);
    expect(alertOf(res.text)).toContain(`href="tel:${client.phone.tel}"`);
  });

  it.each(['http-400', 'ok-200'] as const)(
    'answers a registration number already registered (refused as %s) with that reason first, the field marked and focused',
    async (form) => {
      contract.backend.registrationFailure = form;
      const res = await submit({ name: 'Sunita', registration_number: 'DUPLICATE' });
      expect(res.status).toBe(400);
      const taken = 'This Registration No is already registered. Check the number, or write to us if it is yours.';
      expect(textOf(alertOf(res.text))).toBe(taken);
      expect(res.text).not.toContain('Try again later');
      const input = /<input [^>]*id="registration-registration_number"[^>]*>/.exec(res.text)?.[0] ?? '';
      expect(input).toMatch(/aria-invalid="true"/);
      expect(input).toMatch(/autofocus=""/);
      expect(input).toContain('value="DUPLICATE"');
      expect(res.text).toMatch(new RegExp(`<p id="registration-registration_number-error"[^>]*>${taken}</p>`));
      // Only that field is focused, and the other fields are not marked.
      expect(res.text.match(/autofocus/g)).toHaveLength(1);
      expect(res.text.match(/aria-invalid="true"/g)).toHaveLength(1);
    },
  );

  it('keeps the strict CSP: no inline script but the head’s start script; the answer rides in the form island’s JSON props', async () => {
    const res = await submit({ name: 'Sunita</script><script>alert(1)</script>', mobile_number: '1' });
    const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const runnable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    // The one inline script is the head's own (src/islands/start.ts), whose hash the CSP names,
    // naming the islands' loader (from the sources here: tests/built/headers.test.ts has the build's).
    expect(runnable).toEqual(['<script data-loader="/src/islands/loader.ts">']);
    expect(res.text).toContain(`">${await pageStartScript()}</script>`);
    expect(res.text).not.toContain('<script>alert(1)');
    const props =
      /<script type="application\/json" data-island-props="">([^<]*)<\/script><div data-island="RegistrationForm"/.exec(
        res.text,
      )?.[1] ?? '';
    expect(props).toContain('Sunita\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(JSON.parse(props)).toMatchObject({
      initial: { status: 400, values: { name: 'Sunita</script><script>alert(1)</script>' } },
    });
  });

  it('never lands in the page cache: the next visitor sees an empty form', async () => {
    await submit({ name: 'Private Person', mobile_number: '1' });
    await submit({ name: 'Private Person' });
    const next = await request(app).get('/profile');
    expect(next.status).toBe(200);
    expect(next.text).not.toContain('Private Person');
    expect(alertOf(next.text)).toBe('');
    expect(next.headers['cache-control']).toMatch(/^public/);
  });
});

describe('GET /login', () => {
  it('renders a plain form that works before and without JavaScript: the Login button enabled, posting to /login', async () => {
    const res = await request(app).get('/login');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Welcome To Agro Tourism');
    expect(res.text).toMatch(/<button type="submit" class="[^"]+">Login<\/button>/);
    expect(res.text).not.toContain('needs JavaScript. Please turn it on');
    expect(res.text).toMatch(/<input [^>]*name="username"/);
    expect(res.text).toMatch(/<input [^>]*name="password"/);
    expect(res.text).toMatch(/<a href="\/profile"[^>]*>Register here<\/a>/);
    // A form sent by accident before the page is alive keeps the password out of the URL.
    expect(res.text).toMatch(/<form [^>]*method="post"/);
  });
});

describe('POST /profile from another site, and what it echoes', () => {
  it.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
  ])('refuses a registration posted with %s: 403 and a readable page, nothing sent on', async (_name, headers) => {
    const res = await submit({ name: 'x' }).set(headers);
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<h1>${refusedForm.heading}</h1>`);
    expect(contract.backend.registrations).toEqual([]);
  });

  it('takes a registration posted from its own pages (same Origin, Sec-Fetch-Site: same-origin)', async () => {
    const res = await submit({ name: 'x' }).set({ Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(contract.backend.registrations).toHaveLength(1);
  });

  it('echoes a failed registration’s values as text only: no markup, no attribute break, no script', async () => {
    const hostile = {
      name: '"><img src=x onerror=alert(1)>',
      address: '</textarea><script>alert(2)</script>',
      agro_tour_name: "' onfocus='alert(3)' autofocus='",
      registration_number: '\u202Egnp.exe',
      mobile_number: '12<b>3',
    };
    const res = await submit(hostile);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('<script>alert(2)');
    expect(res.text).not.toContain('</textarea><script>');
    // In the markup (the island's JSON props have < escaped and are checked above).
    const markup = res.text.replaceAll(/<script type="application\/json"[^>]*>[^<]*<\/script>/g, '');
    expect(markup).not.toMatch(/onfocus='alert/);
    expect(markup).toContain('value="&#x27; onfocus=&#x27;alert(3)&#x27; autofocus=&#x27;"');
    expect(res.text).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(res.text).toContain('&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>');
    // The right-to-left override is dropped at the edge (src/plain-text.ts): the name reads as it is.
    expect(res.text).toContain('value="gnp.exe"');
    expect(res.text).not.toContain('\u202E');
  });
});

describe('a multipart post to a form that takes no file', () => {
  it('reaches its action as an empty form, its body never read (decision 105): a multipart login is an empty one', async () => {
    const empty = await request(app).post('/login').type('form').send('');
    const multipart = await request(app).post('/login').field('username', 'admin').field('password', 'wrong');
    expect(multipart.status).toBe(empty.status);
    expect(alertOf(multipart.text)).toBe(alertOf(empty.text));
  });
});
