import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { webFontsClass, webFontsCookie } from '../../src/web-fonts.ts';
import { warmingApp } from './harness.ts';

/**
 * Decision 061: the server, not a script in the page, sets a page in Mukta when the browser's
 * `web-fonts` cookie notes that it has the page language's faces cached (the loader writes it,
 * src/islands/web-fonts.ts). Each page is cached both ways, warmed at start.
 */
let app: Awaited<ReturnType<typeof warmingApp>>['app'];
beforeAll(async () => {
  const warming = await warmingApp();
  await warming.warmed;
  app = warming.app;
  // Warming every page twice may take longer than the default 10 s hook on a busy machine.
}, 60_000);

const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];
const get = (path: string, cookie?: string) => {
  const req = request(app).get(path);
  return cookie === undefined ? req : req.set('Cookie', cookie);
};

describe('pages in Mukta for a browser that has its faces (decision 061)', () => {
  it('renders a first visit without the class, and a page whose language the cookie notes with it', async () => {
    expect(htmlTag((await get('/home')).text)).toBe('<html lang="en">');
    expect(htmlTag((await get('/home', `lang=mr; ${webFontsCookie}=en`)).text)).toBe(
      `<html lang="en" class="${webFontsClass}">`,
    );
    expect(htmlTag((await get('/mr/home', `${webFontsCookie}=en`)).text)).toBe('<html lang="mr">');
    expect(htmlTag((await get('/mr/home', `${webFontsCookie}=en.mr`)).text)).toBe(
      `<html lang="mr" class="${webFontsClass}">`,
    );
  });

  it('differs from the first visit’s page in the class alone, served from the cache with an ETag of its own', async () => {
    const [plain, inMukta] = await Promise.all([get('/story'), get('/story', `${webFontsCookie}=en`)]);
    expect([plain.status, inMukta.status]).toEqual([200, 200]);
    expect(inMukta.text.replace(` class="${webFontsClass}"`, '')).toBe(plain.text);
    expect(inMukta.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(inMukta.headers.etag).not.toBe(plain.headers.etag);
    // The CSP allows the same <style> by the same hash.
    expect(inMukta.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('tells caches that pages vary with the cookies, and answers 304 only for the variant a browser holds', async () => {
    const plain = await get('/contact');
    expect(plain.headers.vary).toBe('Accept-Encoding, Cookie');
    const stale = await get('/contact', `${webFontsCookie}=en`).set('If-None-Match', plain.headers.etag ?? '');
    expect(stale.status).toBe(200);
    expect(htmlTag(stale.text)).toBe(`<html lang="en" class="${webFontsClass}">`);
    const current = await get('/contact', `${webFontsCookie}=en`).set('If-None-Match', stale.headers.etag ?? '');
    expect(current.status).toBe(304);
  });

  it('sets the 404 page in Mukta too, with its status', async () => {
    const res = await get('/no-such-page', `${webFontsCookie}=en`);
    expect(res.status).toBe(404);
    expect(htmlTag(res.text)).toBe(`<html lang="en" class="${webFontsClass}">`);
  });

  it.each([
    `${webFontsCookie}=`,
    `${webFontsCookie}=english`,
    `${webFontsCookie}=constructor`,
    `x${webFontsCookie}=en`,
  ])('ignores a cookie that notes no language of the page: %s', async (cookie) => {
    expect(htmlTag((await get('/home', cookie)).text)).toBe('<html lang="en">');
  });
});
