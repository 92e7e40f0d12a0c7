import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logging.ts';
import { RefusalPages, type RenderRefusal } from '../../server/refusal-page.ts';

const logger = createLogger({ env: 'test', logLevel: 'silent' });

/** A renderer that says what it was asked, and counts. */
function counting(fail = false) {
  const asked: string[] = [];
  const render: RenderRefusal = async (lang, status, refusal) => {
    const said = `${lang} ${status} ${JSON.stringify(refusal ?? null)}`;
    asked.push(said);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('no render');
    return { body: Buffer.from(said), sources: { script: ['sha256-a'], style: [] } };
  };
  return { asked, render };
}

/**
 * The pages the server refuses a request with before routing it (decisions 063, 101; issue 57
 * item 5) are the site's error page, rendered once each and then the same bytes for every refusal.
 */
describe('refusal pages', () => {
  it('render each page once, however many ask at once, then answer with the same Buffer', async () => {
    const { asked, render } = counting();
    const pages = new RefusalPages(render, logger);
    const busy = await Promise.all(Array.from({ length: 20 }, () => pages.page('mr', 503, { kind: 'busy' })));
    expect(asked).toEqual(['mr 503 {"kind":"busy"}']);
    expect(new Set(busy).size).toBe(1);
    expect(await pages.page('mr', 503, { kind: 'busy' })).toBe(busy[0]);
    expect(pages.ready('mr', 503, { kind: 'busy' })).toBe(busy[0]);
    expect(await pages.page('en', 503, { kind: 'busy' })).not.toBe(busy[0]);
    // Compressed once, both ways: a refusal costs no compression.
    const { body, encoded } = busy[0]!;
    expect(brotliDecompressSync(encoded.br)).toEqual(body);
    expect(gunzipSync(encoded.gzip)).toEqual(body);
  });

  it('say a wait in whole minutes: one page a minute, its words for the minute', async () => {
    const { asked, render } = counting();
    const pages = new RefusalPages(render, logger);
    const first = await pages.page('en', 429, { kind: 'login', retryAfterSeconds: 541 });
    expect(await pages.page('en', 429, { kind: 'login', retryAfterSeconds: 600 })).toBe(first);
    expect(await pages.page('en', 429, { kind: 'login', retryAfterSeconds: 601 })).not.toBe(first);
    expect(asked).toEqual([
      'en 429 {"kind":"login","retryAfterSeconds":600}',
      'en 429 {"kind":"login","retryAfterSeconds":660}',
    ]);
  });

  it('prepare the fixed pages of every language; until then `ready` has none and starts one', async () => {
    const { asked, render } = counting();
    const pages = new RefusalPages(render, logger);
    expect(pages.ready('en', 408, { kind: 'slow' })).toBeUndefined();
    await pages.prepare();
    expect(asked).toHaveLength(10);
    expect(asked).toContain('mr 405 {"kind":"method"}');
    expect(asked).toContain('en 404 null');
    expect(pages.ready('en', 408, { kind: 'slow' })?.body.toString()).toBe('en 408 {"kind":"slow"}');
  });

  it('give none when the page cannot be rendered, and try again next time', async () => {
    const { asked, render } = counting(true);
    const pages = new RefusalPages(render, logger);
    expect(await pages.page('en', 503, { kind: 'busy' })).toBeUndefined();
    expect(await pages.page('en', 503, { kind: 'busy' })).toBeUndefined();
    expect(asked).toHaveLength(2);
  });
});
