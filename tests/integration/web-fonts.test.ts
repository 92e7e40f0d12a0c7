import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { webFontsCookie } from '../../src/web-fonts.ts';
import { warmingApp } from './harness.ts';

/**
 * Decision 074 (replacing the server's half of 061): the `web-fonts` cookie notes that a
 * browser once cached the faces of a language, not that they are still cached, so the server
 * never reads it. Every visitor gets the same page, which names no font before its first paint;
 * the loader sets the class after the load (src/islands/web-fonts.ts, tests/unit/web-fonts.test.ts).
 */
let app: Awaited<ReturnType<typeof warmingApp>>['app'];
beforeAll(async () => {
  const warming = await warmingApp();
  await warming.warmed;
  app = warming.app;
}, 60_000);

const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];
const get = (path: string, cookie?: string) => {
  const req = request(app).get(path);
  return cookie === undefined ? req : req.set('Cookie', cookie);
};
const returning = [`${webFontsCookie}=en`, `${webFontsCookie}=en.mr`, `lang=mr; ${webFontsCookie}=mr.en`];

describe('one page for every visitor, whatever its web-fonts cookie says (decision 074)', () => {
  it.each(['/home', '/mr/home', '/story', '/mr/blog1/what-children-learn-on-a-farm', '/login'])(
    '%s: the same bytes and ETag with and without the cookie, from the cache, without the class',
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(htmlTag(first.text)).toBe(`<html lang="${path.startsWith('/mr/') ? 'mr' : 'en'}">`);
      for (const cookie of returning) {
        const again = await get(path, cookie);
        expect(again.text, cookie).toBe(first.text);
        expect(again.headers.etag, cookie).toBe(first.headers.etag);
        expect(again.headers['content-security-policy'], cookie).toBe(first.headers['content-security-policy']);
      }
    },
  );

  it('the 404 page too, with its status', async () => {
    const [first, again] = await Promise.all([get('/no-such-page'), get('/no-such-page', `${webFontsCookie}=en`)]);
    expect([first.status, again.status]).toEqual([404, 404]);
    expect(again.text).toBe(first.text);
    expect(htmlTag(again.text)).toBe('<html lang="en">');
  });

  it('tells caches that pages vary with the encoding alone, and answers 304 to a browser with or without the cookie', async () => {
    const plain = await get('/contact');
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const cookie of [undefined, ...returning]) {
      const current = await get('/contact', cookie).set('If-None-Match', plain.headers.etag ?? '');
      expect(current.status, cookie).toBe(304);
    }
  });
});
