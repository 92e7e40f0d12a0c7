import { describe, expect, it } from 'vitest';
import { cacheWebFonts, webFontsKey } from '../../src/islands/web-fonts.ts';
import { webFontsClass, webFontsScript } from '../../src/web-fonts.ts';

function browser({
  stored = {} as Record<string, string>,
  saveData = false,
  online = true,
  status = 'loaded' as FontFaceLoadStatus,
} = {}) {
  const asked: string[] = [];
  return {
    asked,
    stored,
    fonts: {
      load: async (font: string, text?: string) => {
        asked.push(`${font} ${text}`);
        return [{ status } as FontFace];
      },
    },
    storage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => void (stored[key] = value),
    },
    saveData,
    online,
  };
}

describe('web fonts for the next page (decision 056)', () => {
  it('fetches the two Latin faces for an English page and notes them', async () => {
    const english = browser();
    await cacheWebFonts('en', english);
    expect(english.asked).toEqual(['400 1em Mukta a', '600 1em Mukta a']);
    expect(english.stored).toEqual({ [webFontsKey('en')]: '1' });
  });

  it('fetches the Devanagari faces too for a Marathi page, with Devanagari text', async () => {
    const marathi = browser();
    await cacheWebFonts('mr', marathi);
    expect(marathi.asked).toEqual([
      '400 1em Mukta a',
      '600 1em Mukta a',
      '400 1em "Mukta Devanagari" अ',
      '600 1em "Mukta Devanagari" अ',
    ]);
    expect(marathi.stored).toEqual({ 'web-fonts:mr': '1' });
  });

  it('notes nothing when a face did not arrive', async () => {
    const failed = browser({ status: 'error' });
    await cacheWebFonts('en', failed);
    expect(failed.stored).toEqual({});
  });

  it('fetches nothing for a visitor who saves data, offline, or when the faces are cached already', async () => {
    const saving = browser({ saveData: true });
    await cacheWebFonts('mr', saving);
    const offline = browser({ online: false });
    await cacheWebFonts('en', offline);
    const cached = browser({ stored: { 'web-fonts:en': '1' } });
    await cacheWebFonts('en', cached);
    expect([...saving.asked, ...offline.asked, ...cached.asked]).toEqual([]);
    expect({ ...saving.stored, ...offline.stored }).toEqual({});
  });
});

/** Runs the head script against a stand-in document and storage; returns the classes it set. */
function run(lang: string, stored: Record<string, string> | 'throws') {
  const classes = new Set<string>();
  const documentElement = { lang, classList: { add: (name: string) => classes.add(name) } };
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('storage is off');
      return stored[key] ?? null;
    },
  };
  new Function('document', 'localStorage', webFontsScript)({ documentElement }, localStorage);
  return [...classes];
}

describe('the inline script in <head>', () => {
  it('sets the page in Mukta only when its own language’s faces are noted', () => {
    expect(run('mr', { [webFontsKey('mr')]: '1' })).toEqual([webFontsClass]);
    expect(run('en', { [webFontsKey('en')]: '1' })).toEqual([webFontsClass]);
    expect(run('mr', { 'web-fonts:en': '1' })).toEqual([]);
    expect(run('en', {})).toEqual([]);
  });

  it('leaves the fallback when storage is off, without an error', () => {
    expect(run('en', 'throws')).toEqual([]);
  });
});
