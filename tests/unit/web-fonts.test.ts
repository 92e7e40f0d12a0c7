import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWebFonts, showWebFonts, showWithinMs } from '../../src/islands/web-fonts.ts';
import { notedLanguages, webFontsClass, webFontsCookie } from '../../src/web-fonts.ts';

/** A stand-in browser whose `document.cookie` starts as `cookies` and records what is written. */
function browser({
  cookies = '',
  saveData = false,
  online = true,
  secure = false,
  status = 'loaded' as FontFaceLoadStatus,
} = {}) {
  const asked: string[] = [];
  const written: string[] = [];
  return {
    asked,
    written,
    fonts: {
      load: async (font: string, text?: string) => {
        asked.push(`${font} ${text}`);
        return [{ status } as FontFace];
      },
    },
    cookies: { get: () => cookies, set: (cookie: string) => void written.push(cookie) },
    secure,
    saveData,
    online,
  };
}

describe('a first visit caches the web fonts for the next page (decisions 056 and 061)', () => {
  it('fetches the two Latin faces for an English page and notes English in the cookie for a year', async () => {
    const english = browser({ cookies: 'lang=en' });
    await cacheWebFonts('en', english);
    expect(english.asked).toEqual(['400 1em Mukta a', '600 1em Mukta a']);
    expect(english.written).toEqual([`${webFontsCookie}=en; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });

  it('fetches the Devanagari faces too for a Marathi page, and adds Marathi to what is noted', async () => {
    const marathi = browser({ cookies: `lang=mr; ${webFontsCookie}=en`, secure: true });
    await cacheWebFonts('mr', marathi);
    expect(marathi.asked).toEqual([
      '400 1em Mukta a',
      '600 1em Mukta a',
      '400 1em "Mukta Devanagari" अ',
      '600 1em "Mukta Devanagari" अ',
    ]);
    expect(marathi.written).toEqual([`${webFontsCookie}=en.mr; Path=/; Max-Age=31536000; SameSite=Lax; Secure`]);
  });

  it('notes nothing when a face did not arrive', async () => {
    const failed = browser({ status: 'error' });
    await cacheWebFonts('en', failed);
    expect(failed.asked).toHaveLength(2);
    expect(failed.written).toEqual([]);
  });

  it('fetches nothing for a visitor who saves data, offline, or when the cookie notes the language already', async () => {
    const saving = browser({ saveData: true });
    await cacheWebFonts('mr', saving);
    const offline = browser({ online: false });
    await cacheWebFonts('en', offline);
    const cached = browser({ cookies: `${webFontsCookie}=mr.en; lang=en` });
    await cacheWebFonts('en', cached);
    expect([...saving.asked, ...offline.asked, ...cached.asked]).toEqual([]);
    expect([...saving.written, ...offline.written, ...cached.written]).toEqual([]);
  });

  it('does not read another cookie whose name ends like its own', async () => {
    const other = browser({ cookies: `old-${webFontsCookie}=en` });
    await cacheWebFonts('en', other);
    expect(other.written).toEqual([`${webFontsCookie}=en; Path=/; Max-Age=31536000; SameSite=Lax`]);
  });
});

/**
 * A stand-in page for `showWebFonts`: a FontFaceSet whose faces load after `loadMs` (the cache:
 * a few ms; the network: longer) with `status`, the cookie string, `<html>`'s classes, and
 * Vitest's fake timers for the clock.
 */
function page({
  cookies = '',
  saveData = false,
  loadMs = 5,
  status = 'loaded' as FontFaceLoadStatus,
  found = true,
} = {}) {
  const asked: string[] = [];
  const classes = new Set<string>();
  return {
    asked,
    classes,
    fonts: {
      load: (font: string, text?: string) => {
        asked.push(`${font} ${text}`);
        return new Promise<FontFace[]>((resolve) =>
          setTimeout(() => resolve(found ? [{ status } as FontFace] : []), loadMs),
        );
      },
    },
    cookies: { get: () => cookies, set: () => expect.fail('showWebFonts writes no cookie') },
    saveData,
    root: { classList: { add: (name: string) => void classes.add(name) } as unknown as DOMTokenList },
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  };
}

/** Runs `showWebFonts` to its end on the fake clock; `shownAt`: when the class landed, if it did. */
async function show(lang: string, stand: ReturnType<typeof page>) {
  const started = Date.now();
  let shownAt: number | undefined;
  const add = stand.root.classList.add.bind(stand.root.classList);
  stand.root.classList.add = (name: string) => {
    shownAt = Date.now() - started;
    add(name);
  };
  const done = showWebFonts(lang, stand);
  await vi.runAllTimersAsync();
  return { shown: await done, shownAt };
}

describe('a returning visitor’s page in Mukta, after the load, if its faces come at once (decision 074)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sets the class once the faces of the page’s language have loaded from the cache', async () => {
    const marathi = page({ cookies: `lang=mr; ${webFontsCookie}=en.mr`, loadMs: 8 });
    expect(await show('mr', marathi)).toEqual({ shown: true, shownAt: 8 });
    expect([...marathi.classes]).toEqual([webFontsClass]);
    expect(marathi.asked).toEqual([
      '400 1em Mukta a',
      '600 1em Mukta a',
      '400 1em "Mukta Devanagari" अ',
      '600 1em "Mukta Devanagari" अ',
    ]);
    const english = page({ cookies: `${webFontsCookie}=en` });
    expect((await show('en', english)).shown).toBe(true);
    expect(english.asked).toEqual(['400 1em Mukta a', '600 1em Mukta a']);
  });

  it('keeps the fallback when the faces take longer than a cache would (the cache lost them: the network)', async () => {
    const evicted = page({ cookies: `${webFontsCookie}=en`, loadMs: showWithinMs + 1 });
    expect(await show('en', evicted)).toEqual({ shown: false, shownAt: undefined });
    expect(evicted.classes.size).toBe(0);
    // They were asked for all the same: the next page finds them in the cache.
    expect(evicted.asked).toHaveLength(2);
    expect((await show('en', page({ cookies: `${webFontsCookie}=en`, loadMs: showWithinMs - 1 }))).shown).toBe(true);
  });

  it('keeps the fallback when a face failed or is not in the page’s stylesheets', async () => {
    for (const failed of [
      page({ cookies: `${webFontsCookie}=en`, status: 'error' }),
      page({ cookies: `${webFontsCookie}=en`, found: false }),
    ]) {
      expect((await show('en', failed)).shown).toBe(false);
      expect(failed.classes.size).toBe(0);
    }
  });

  it('asks for nothing when the cookie does not note the page’s language, or the visitor saves data', async () => {
    const stands = [
      page(),
      page({ cookies: `${webFontsCookie}=en` }),
      page({ cookies: `old-${webFontsCookie}=mr` }),
      page({ cookies: `${webFontsCookie}=mr`, saveData: true }),
    ];
    for (const stand of stands) expect((await show('mr', stand)).shown).toBe(false);
    expect(stands.flatMap((stand) => [...stand.asked, ...stand.classes])).toEqual([]);
  });
});

describe('notedLanguages (what the loader reads from the cookie)', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['en', ['en']],
    ['en.mr', ['en', 'mr']],
    ['mr.<script>.EN.x', ['mr']],
  ])('reads %j as %j', (value, languages) => {
    expect(notedLanguages(value)).toEqual(languages);
  });
});
