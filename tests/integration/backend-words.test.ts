import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginMessages } from '../../src/content/messages.ts';
import { authExtras } from '../../src/content/auth.ts';
import { client } from '../../src/content/client.ts';
import { authExtras as authExtrasMr, auth as authMr } from '../../src/content/mr/auth.ts';
import { loginMessages as loginMessagesMr } from '../../src/content/mr/messages.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import {
  backendLeaks,
  type BackendMode,
  type LoginFailureForm,
  type RegistrationFailureForm,
} from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, sourceRenderer } from './harness.ts';

/**
 * The backend's text never reaches a visitor (decision 067, issues 37 and 41): not through the
 * JSON API, not in the page without JavaScript, in neither language. Its known reasons are said
 * in each page's own words; the rest is the spec's message; what it wrote goes to the log.
 */
const contract = useContractBackend();
const lines: string[] = [];
type App = ReturnType<typeof createApp>;

/** A fresh app (fresh login limits) that logs into `lines`. */
async function appLogging(): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'production',
    API_URL: contract.backend.url,
    LOG_LEVEL: 'warn',
    ...manyRegistrations,
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return createApp({ config, logger: pino({ level: 'warn' }, sink), renderer: sourceRenderer });
}

let app: App;
beforeAll(async () => {
  app = await appLogging();
});
beforeEach(() => {
  lines.length = 0;
});

const alertOf = (html: string) =>
  (/<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const LATIN = /[A-Za-z]/;
/** The office's e-mail and phone after the failure message, when a retry may fix it (issue 58, item 12). */
const officeLine = ({ lead, or }: { lead: string; or: string }) =>
  `${lead} ${client.email} ${or} ${client.phone.display}`;
/** The Registration No input of a page: marked invalid, described by its error, focused on load. */
const registrationNumberInput = (html: string) =>
  /<input [^>]*id="registration-registration_number"[^>]*>/.exec(html)?.[0] ?? '';
const registrationNumberError = (html: string) =>
  (/<p id="registration-registration_number-error"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '').trim();

const register = (target: App, path: string, fields: Record<string, string>) => {
  const req = request(target)
    .post(path)
    .set('Accept', path.startsWith('/api/') ? 'application/json' : 'text/html');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
};
const duplicate = { name: 'Sunita Mane', registration_number: 'DUPLICATE', email_id: 'sunita@example.com' };
const logIn = (target: App, path: string, username: string) =>
  path.startsWith('/api/')
    ? request(target).post(path).send({ username, password: 'wrong' })
    : request(target).post(path).type('form').send(`username=${username}&password=wrong`);

/** Every string of the backend's failing answers that must not appear in any answer of the site. */
const leaks = [backendLeaks.host, backendLeaks.address, 'Traceback', 'OperationalError', 'site-packages', 'gateway-7'];

describe.each<BackendMode>(['traceback', 'unreadable'])('a backend answering %s', (mode) => {
  beforeEach(() => {
    contract.backend.mode = mode;
  });

  it.each([
    [
      '/api/register/registrations/',
      (res: request.Response) => res.body.message,
      'Failed to register. Try again later.',
    ],
    [
      '/profile',
      (res: request.Response) => alertOf(res.text),
      `Failed to register. Try again later. ${officeLine(authExtras.registration.office)}`,
    ],
    [
      '/mr/profile',
      (res: request.Response) => alertOf(res.text),
      `${authMr.registration.messages.failure} ${officeLine(authExtrasMr.registration.office)}`,
    ],
  ])(
    'registration through %s: 502, the spec’s message (and the office), no byte of the backend’s body',
    async (path, said, text) => {
      const res = await register(app, path, duplicate);
      expect(res.status).toBe(502);
      expect(said(res)).toBe(text);
      for (const leak of leaks) expect(res.text).not.toContain(leak);
      expect(lines.join('')).toContain(backendLeaks.address);
    },
  );

  it.each([
    ['/api/login/', (res: request.Response) => res.body.message, 'Server error. Try again later.'],
    ['/login', (res: request.Response) => alertOf(res.text), 'Server error. Try again later.'],
    ['/mr/login', (res: request.Response) => alertOf(res.text), loginMessagesMr.serverError],
  ])('login through %s: 502, the spec’s message, no byte of the backend’s body', async (path, said, text) => {
    const res = await logIn(app, path, 'visitor');
    expect(res.status).toBe(502);
    expect(said(res)).toBe(text);
    for (const leak of leaks) expect(res.text).not.toContain(leak);
    expect(lines.join('')).toContain(backendLeaks.address);
  });
});

describe.each<RegistrationFailureForm>(['http-400', 'ok-200'])(
  'a duplicate registration_number refused as %s',
  (form) => {
    beforeEach(() => {
      contract.backend.registrationFailure = form;
    });

    it('is said in Marathi on /mr/profile without JavaScript, with no English in the alert', async () => {
      const res = await register(app, '/mr/profile', duplicate);
      expect(res.status).toBe(400);
      const alert = alertOf(res.text);
      // The reason leads (trying again later never helps), and the field is marked and focused.
      const taken = authExtrasMr.registration.errors.registrationTaken;
      expect(alert).toBe(taken);
      expect(registrationNumberError(res.text)).toBe(taken);
      expect(registrationNumberInput(res.text)).toMatch(/aria-invalid="true"/);
      expect(registrationNumberInput(res.text)).toMatch(/autofocus=""/);
      expect(alert).not.toMatch(LATIN);
      expect(res.text).not.toMatch(/registration with this registration number|Registration number already exists/i);
      expect(res.text).toContain('value="DUPLICATE"');
    });

    it('is said in the English page’s words on /profile, and in the API’s JSON', async () => {
      const page = await register(app, '/profile', duplicate);
      const taken = 'This Registration No is already registered. Check the number, or write to us if it is yours.';
      expect(alertOf(page.text)).toBe(taken);
      expect(registrationNumberError(page.text)).toBe(taken);
      expect(registrationNumberInput(page.text)).toMatch(/aria-invalid="true"/);
      expect(registrationNumberInput(page.text)).toMatch(/autofocus=""/);
      expect(registrationNumberInput(page.text)).toMatch(/aria-describedby="registration-registration_number-error"/);
      expect(registrationNumberInput(page.text)).toContain('value="DUPLICATE"');
      const api = await register(app, '/api/register/registrations/', duplicate);
      expect(api.status).toBe(400);
      expect(api.body.problems).toEqual({ registration_number: 'unique' });
      for (const res of [page, api])
        expect(res.text).not.toMatch(/registration with this registration number|Registration number already exists/i);
      expect(lines.join('')).toMatch(/registration with this registration number|Registration number already exists/i);
    });
  },
);

describe('Django REST’s other field reasons', () => {
  beforeEach(() => {
    contract.backend.registrationFailure = 'reasons';
  });

  it('are said in the page’s words (required, invalid, max-length); an unknown one as the field’s own message', async () => {
    const { labels } = authMr.registration;
    const { reasons } = authExtrasMr.registration;
    const res = await register(app, '/mr/profile', duplicate);
    expect(res.status).toBe(400);
    const alert = alertOf(res.text);
    expect(alert).toBe(
      [
        authMr.registration.messages.failure,
        `${labels.name}: ${reasons.required}`,
        `${labels.address}: ${reasons.check}`,
        `${labels.agroTourName}: ${reasons.tooLong}`,
        `${labels.emailId}: ${reasons.email}`,
        `${labels.uploadDocument}: ${reasons.document}`,
      ].join(' '),
    );
    const english = await register(app, '/profile', duplicate);
    expect(alertOf(english.text)).toBe(
      'Failed to register. Try again later. Name: must be filled in. ' +
        'Address: was not accepted by the registration service. Please check it. ' +
        'Agro Tour Name: is too long. Please shorten it. ' +
        'Email ID: must be a valid e-mail address of at most 254 characters (at most 64 before the @). ' +
        'Upload Document: must be a PDF, JPEG, PNG or WebP file of at most 10 MB.',
    );
    for (const page of [res, english]) {
      for (const backendText of ['AX-7', 'agro-internal', 'reg_uniq_7', 'Ensure this field', 'This field is required'])
        expect(page.text).not.toContain(backendText);
    }
    // The unknown reason, for whoever looks after the backend: in the log, not on the page.
    expect(lines.join('')).toContain('Address rejected by rule AX-7');
  });
});

describe.each<[LoginFailureForm, number]>([
  ['http-401', 401],
  ['ok-200', 200],
  ['http-400', 400],
])('a wrong password refused as %s', (form, httpStatus) => {
  beforeEach(() => {
    contract.backend.loginFailure = form;
  });

  it('is “Invalid username or password” in the site’s words: the API’s JSON and the English page', async () => {
    const fresh = await appLogging();
    const api = await logIn(fresh, '/api/login/', 'visitor');
    expect(api.status).toBe(httpStatus);
    expect(api.body).toEqual({ status: 'error', message: loginMessages.invalidCredentials, reason: 'credentials' });
    const page = await logIn(fresh, '/login', 'visitor');
    expect(page.status).toBe(401);
    expect(alertOf(page.text)).toBe('Invalid username or password');
  });

  it('is said in Marathi on /mr/login, with no English in the alert', async () => {
    const res = await logIn(await appLogging(), '/mr/login', 'visitor');
    const alert = alertOf(res.text);
    expect(alert).toBe(loginMessagesMr.invalidCredentials);
    expect(alert).not.toMatch(LATIN);
    expect(res.text).not.toContain('Invalid username or password');
  });
});

describe('a login refused for a reason the site does not know', () => {
  beforeEach(() => {
    contract.backend.loginFailure = 'other';
  });

  it('is the spec’s “Invalid login” (and its Marathi twin); the backend’s reason is only logged', async () => {
    const fresh = await appLogging();
    const api = await logIn(fresh, '/api/login/', 'visitor');
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ status: 'error', message: 'Invalid login' });
    const english = await logIn(fresh, '/login', 'visitor');
    expect(english.status).toBe(401);
    expect(alertOf(english.text)).toBe('Invalid login');
    const marathi = await logIn(fresh, '/mr/login', 'visitor');
    expect(alertOf(marathi.text)).toBe(loginMessagesMr.invalidLogin);
    for (const res of [api, marathi]) expect(res.text).not.toMatch(/User account is disabled|agro-internal/);
    expect(lines.join('')).toContain('User account is disabled.');
  });
});
