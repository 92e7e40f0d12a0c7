import { describe, expect, it } from 'vitest';
import { cacheWebFonts } from '../../src/islands/web-fonts.ts';
import { notedLanguages, webFontsCookie } from '../../src/web-fonts.ts';

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

describe('web fonts for the next page (decisions 056 and 061)', () => {
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

describe('notedLanguages (what the server reads from the cookie)', () => {
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
