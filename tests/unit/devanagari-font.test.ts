import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { shaper, siteDevanagariRuns, sourcePath, subsetPath, weights } from '../../build/devanagari-font.ts';

/** The Devanagari subset (decision 038) against the whole face it was cut from. */
let runs: string[];
beforeAll(async () => {
  runs = await siteDevanagariRuns();
});

describe.each(weights)('Mukta Devanagari %i, as the site ships it', (weight) => {
  let whole: Awaited<ReturnType<typeof shaper>>;
  let subset: Awaited<ReturnType<typeof shaper>>;
  beforeAll(async () => {
    whole = await shaper(await readFile(sourcePath(weight)));
    subset = await shaper(await readFile(subsetPath(weight)));
  });

  it('sets every Devanagari word of the site exactly as the whole face does (else run `npm run fonts`)', () => {
    expect(runs.length).toBeGreaterThan(1000);
    const different = runs.filter((run) => subset.shape(run).join() !== whole.shape(run).join());
    expect(different).toEqual([]);
  });

  it('has a glyph for every character of the Devanagari block, so text from elsewhere never shows boxes', () => {
    const consonants = Array.from({ length: 0x0939 - 0x0915 + 1 }, (_, i) => String.fromCodePoint(0x0915 + i));
    // Every two-consonant cluster, most of which no page uses: set from the forms kept, or with a visible virama.
    const clusters = consonants.flatMap((a) => consonants.map((b) => `${a}\u094D${b}ा`));
    const boxes = clusters.filter((cluster) => subset.boxes(cluster));
    expect(boxes).toEqual([]);
  });

  it('is a third of the whole face or less', async () => {
    const [small, large] = await Promise.all([readFile(subsetPath(weight)), readFile(sourcePath(weight))]);
    expect(small.length).toBeLessThan(large.length / 2.5);
  });
});
