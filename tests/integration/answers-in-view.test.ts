import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authExtras } from '../../src/content/auth.ts';
import { contact } from '../../src/content/contact.ts';
import { meta } from '../../src/content/meta.ts';
import { authExtras as authExtrasMr } from '../../src/content/mr/auth.ts';
import { contact as contactMr } from '../../src/content/mr/contact.ts';
import { footer } from '../../src/content/footer.ts';
import { meta as metaMr } from '../../src/content/mr/meta.ts';
import { newsletter as newsletterMr } from '../../src/content/mr/newsletter.ts';
import { newsletter } from '../../src/content/newsletter.ts';
import { site as siteMr } from '../../src/content/mr/site.ts';
import { site } from '../../src/content/site.ts';
import type { Store } from '../../server/store/store.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, openTestStore, testApp } from './harness.ts';

/**
 * A form sent without JavaScript is answered with a page that opens at its answer (issue 58 item
 * 13, decision 104): Contact, the newsletter's sign-up page and the registration form each put
 * the answer above the form's first field, post to it (`#…` in the form's action) and are sent on
 * to it, and the page's <title> starts with what became of the form, in the page's language.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const contract = useContractBackend();
const dataDir = mkdtempSync(join(tmpdir(), 'agro-answers-'));
const stores: Store[] = [];
let app: App;

beforeAll(async () => {
  app = await appWithStore();
});

async function appWithStore() {
  const store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
  stores.push(store);
  return testApp({ API_URL: contract.backend.url, ...manyRegistrations }, undefined, undefined, store);
}

afterAll(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (path: string, body: Record<string, string>) =>
  request(app).post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(body);
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)?.[1];
const pageTitle = (answer: string, page: string, name = site.name) => `${answer} – ${page} | ${name}`;
/** Where `pattern` first matches the page's markup (written to match markup only: an island's props, as JSON, hold every word). */
function at(html: string, pattern: RegExp): number {
  const found = pattern.exec(html);
  if (!found) throw new Error(`${String(pattern)} is not on the page`);
  return found.index;
}
/** The action of the form named by the heading `labelledBy`. */
const actionOf = (html: string, labelledBy: string) => {
  const form = new RegExp(`<form [^>]*aria-labelledby="${labelledBy}"[^>]*>`).exec(html)?.[0];
  return form && /action="([^"]*)"/.exec(form)?.[1];
};
const asha = { name: 'Asha Patil', email: 'asha@gaon.example', message: 'May we visit in May?' };

describe('Contact', () => {
  it('posts to its answer, and is sent on to it: the thanks above the fields, and in the title', async () => {
    const form = await request(app).get('/contact');
    expect(actionOf(form.text, 'contact-heading')).toBe('/contact#contact-answer');
    expect(titleOf(form.text)).toBe(`${meta['/contact'].title} | ${site.name}`);

    const sent = await post('/contact', asha);
    expect([sent.status, sent.headers.location]).toEqual([303, '/contact?sent=1#contact-answer']);
    const page = await request(app).get('/contact?sent=1');
    expect(titleOf(page.text)).toBe(pageTitle(contact.form.answered.received, meta['/contact'].title));
    const answer = at(page.text, /<div id="contact-answer" tabindex="-1"/);
    const thanks = at(page.text, new RegExp(`<output[^>]*>${contact.form.received}</output>`));
    expect(answer).toBeLessThan(thanks);
    expect(thanks).toBeLessThan(at(page.text, /<input [^>]*id="contact-name"/));
  });

  it('in Marathi, says why not above the fields and in the title', async () => {
    const res = await post('/mr/contact', { ...asha, email: 'asha@' });
    expect(res.status).toBe(400);
    expect(titleOf(res.text)).toBe(pageTitle(contactMr.form.answered.failed, metaMr['/contact'].title, siteMr.name));
    const alert = at(res.text, new RegExp(`<div role="alert"[^>]*><p[^>]*>${contactMr.form.failures.invalid}</p>`));
    expect(alert).toBeGreaterThan(at(res.text, /<div id="contact-answer"/));
    expect(alert).toBeLessThan(at(res.text, /<input [^>]*id="contact-name"/));
    expect(actionOf(res.text, 'contact-heading')).toBe('/mr/contact#contact-answer');
  });
});

describe('the newsletter’s sign-up page', () => {
  it('takes every box, the footer’s too, to its answer: kept, above the box and in the title', async () => {
    const home = await request(app).get('/home');
    expect(actionOf(home.text, 'newsletter-heading')).toBe('/newsletter#newsletter-answer');

    const sent = await post('/newsletter', { email: 'asha@gaon.example' });
    expect([sent.status, sent.headers.location]).toEqual([303, '/newsletter?sent=subscribed#newsletter-answer']);
    const page = await request(app).get('/newsletter?sent=subscribed');
    expect(titleOf(page.text)).toBe(pageTitle(newsletter.signUp.answered.subscribed, newsletter.signUp.title));
    const kept = at(page.text, new RegExp(`<output[^>]*>${footer.newsletter.subscribed}</output>`));
    expect(kept).toBeGreaterThan(at(page.text, /<div id="newsletter-answer"/));
    expect(kept).toBeLessThan(at(page.text, /<input [^>]*id="newsletter-page-email"/));

    const confirm = await request(app).get('/newsletter?sent=confirm');
    expect(titleOf(confirm.text)).toBe(pageTitle(newsletter.signUp.answered.confirm, newsletter.signUp.title));
  });

  it('in Marathi, says what is wrong with the address above the box and in the title', async () => {
    const res = await post('/mr/newsletter', { email: '' });
    expect(res.status).toBe(400);
    expect(titleOf(res.text)).toBe(
      pageTitle(newsletterMr.signUp.answered.failed, newsletterMr.signUp.title, siteMr.name),
    );
    const problem = at(res.text, /<p id="newsletter-page-error"[^>]*>[^<]+<\/p>/);
    expect(problem).toBeGreaterThan(at(res.text, /<div id="newsletter-answer"/));
    expect(problem).toBeLessThan(at(res.text, /<input [^>]*id="newsletter-page-email"/));
  });
});

const register = (path: string, fields: Record<string, string>) => {
  const req = request(app).post(path).set('Accept', 'text/html');
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
};
const alertBeforeFields = (html: string) => {
  const alert = at(html, /<div id="registration-result"[^>]*><div role="alert"[^>]*><p[^>]*>[^<]+<\/p>/);
  expect(alert).toBeLessThan(at(html, /<input [^>]*id="registration-name"/));
};

describe('the registration form', () => {
  it('answers a registration taken above the fields, and in the title', async () => {
    const res = await register('/profile', { name: 'Sunita Patil', mobile_number: '9876543210' });
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe(pageTitle(authExtras.registration.answered.ok, meta['/profile'].title));
    alertBeforeFields(res.text);
  });

  it('in Marathi, answers a refused one above the fields, and in the title', async () => {
    const res = await register('/mr/profile', { name: 'सुनीता पाटील', mobile_number: '12345' });
    expect(res.status).toBe(400);
    expect(titleOf(res.text)).toBe(
      pageTitle(authExtrasMr.registration.answered.failed, metaMr['/profile'].title, siteMr.name),
    );
    alertBeforeFields(res.text);
  });
});
