import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { shaper } from '../../build/devanagari-font.ts';
import { latinSourcePath, latinSubsetPath, latinWeights, siteLatinCharacters } from '../../build/latin-font.ts';

/** The Latin subsets (decision 052) against the faces they were cut from. */
let characters: string[];
beforeAll(async () => {
  characters = (await siteLatinCharacters()).map((code) => String.fromCodePoint(code));
});

describe.each(latinWeights)('Mukta Latin %i, as the site ships it', (weight) => {
  let whole: Awaited<ReturnType<typeof shaper>>;
  let subset: Awaited<ReturnType<typeof shaper>>;
  beforeAll(async () => {
    whole = await shaper(await readFile(latinSourcePath(weight)));
    subset = await shaper(await readFile(latinSubsetPath(weight)));
  });

  it('has every character the site uses, and every printable ASCII one (else run `npm run fonts`)', () => {
    expect(characters).toContain('~');
    expect(characters).toContain('—');
    const missing = characters.filter((char) => !/\p{Cf}/u.test(char) && subset.boxes(char));
    expect(missing).toEqual([]);
  });

  it('sets the site’s characters, kerned and joined, as the whole face does', () => {
    const text = characters.filter((char) => !/\p{Cf}/u.test(char)).join('');
    const words = ['Agro Tourism', 'Workshops & Consulting', 'fi ffl AVATar', text];
    for (const run of words) expect(subset.shape(run).join()).toBe(whole.shape(run).join());
  });

  it('is half the face it was cut from or less', async () => {
    const [small, large] = await Promise.all([readFile(latinSubsetPath(weight)), readFile(latinSourcePath(weight))]);
    expect(small.length).toBeLessThan(large.length / 2);
  });
});
