import { createRequire } from 'node:module';
import { siteTexts, subsetFont } from './font-subset.ts';

/**
 * Mukta's Latin faces cut to the site's characters (decision 052): printable ASCII and the
 * no-break space, which anyone may type or an operator's file may hold, and every other
 * character of the Latin face's range that the site's sources use (curly quotes, dashes, the
 * rupee sign's neighbours ...). Two weights: 400, and 600 for everything bold (600 and 700),
 * as the Devanagari faces (decision 038). `npm run fonts` writes the files;
 * tests/unit/latin-font.test.ts fails when a page uses a character the files lack.
 */
export const latinWeights = [400, 600] as const;
export const latinSubsetPath = (weight: number) => `src/assets/fonts/mukta-latin-${weight}-site.woff2`;
export const latinSourcePath = (weight: number) =>
  createRequire(import.meta.url).resolve(`@fontsource/mukta/files/mukta-latin-${weight}-normal.woff2`);

/** The Latin face's unicode-range (from @fontsource/mukta), which src/styles/fonts.css declares too. */
const latinRange: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const inLatinRange = (code: number) => latinRange.some(([from, to]) => code >= from && code <= to);

/** Printable ASCII and the no-break space: what people type, kept whatever the pages say. */
const typed = [...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i), 0xa0];

/** Every character the Latin subset maps, sorted: the typed ones and the site's own. */
export async function siteLatinCharacters(root = 'src'): Promise<number[]> {
  const codes = new Set(typed);
  for (const text of await siteTexts(root))
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code > 0x7e && inLatinRange(code)) codes.add(code);
    }
  return [...codes].toSorted((a, b) => a - b);
}

/** One weight's subset, as WOFF2; kerning, ligatures and the other layout features kept. */
export const subsetLatin = (source: Uint8Array, characters: readonly number[]) =>
  subsetFont(source, { unicodes: characters, glyphs: [0] });
