import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusalWords } from '../../src/content/mr/messages.ts';
import * as mr from '../../src/content/mr/ui.ts';
import * as en from '../../src/content/ui.ts';
import { testApp } from './harness.ts';

/**
 * Every HTML error is the site's own page, in the language of the page asked for, inside the
 * site's shell: the routes' error boundary, whether the router found no page (GET of an unknown
 * path) or the server refused the request before any page was routed (a post to a page that
 * takes none, a form from another site, a body too large to read). Decision 073.
 */
let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp();
});

const lang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** The shell: the site's header with its menu, and its footer. */
const inShell = (html: string) => html.includes('<header') && html.includes('<nav') && html.includes('<footer');

describe('the error page', () => {
  it('for a post to a Marathi page that takes none is the Marathi 404 page a GET of an unknown path gets', async () => {
    const unknown = await request(app).get('/mr/no-such-page');
    const posted = await request(app).post('/mr/gallery').type('form').send('a=b');
    for (const res of [unknown, posted]) {
      expect(res.status).toBe(404);
      expect(lang(res.text)).toBe('mr');
      expect(heading(res.text)).toBe(mr.notFound.heading);
      expect(inShell(res.text)).toBe(true);
    }
    expect(posted.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/mr/login', 'mr', mr.refusedForm.heading],
    ['/login', 'en', en.refusedForm.heading],
  ])(
    'for a login form posted to %s from another site is a 403 in its language, in the shell',
    async (path, language, words) => {
      const res = await request(app)
        .post(path)
        .set('Origin', 'https://evil.example')
        .type('form')
        .send('username=admin&password=x');
      expect(res.status).toBe(403);
      expect(lang(res.text)).toBe(language);
      expect(heading(res.text)).toBe(words);
      expect(inShell(res.text)).toBe(true);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('for a form body larger than the site reads is a 413 in the page’s language', async () => {
    const res = await request(app)
      .post('/mr/login')
      .type('form')
      .send(`username=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(413);
    expect(lang(res.text)).toBe('mr');
    expect(heading(res.text)).toBe(mr.unreadableRequest.heading);
  });

  it('for a method no page takes is the site’s own page, in the shell (its CSP: tests/built/headers.test.ts)', async () => {
    const res = await request(app).options('/mr/contact');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(lang(res.text)).toBe('mr');
    expect(heading(res.text)).toBe(refusalWords.otherMethodTitle);
    expect(inShell(res.text)).toBe(true);
    // Rendered once, then the same bytes (server/refusal-page.ts).
    expect((await request(app).options('/mr/contact')).text).toBe(res.text);
    const unknown = await request(app).put('/mr/no-such-page');
    expect([unknown.status, heading(unknown.text), inShell(unknown.text)]).toEqual([404, mr.notFound.heading, true]);
  });

  it('under /api is still JSON', async () => {
    const res = await request(app).post('/api/no-such-call/').send({});
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
