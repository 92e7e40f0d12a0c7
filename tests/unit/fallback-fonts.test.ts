import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { notoFallbacks } from '../../build/fallback-metrics.ts';

/**
 * The Noto faces shaped like Mukta (src/styles/fonts.css, decision 074) against the figures
 * measured on the site's text now: a page that turns to Mukta after its load moves little only
 * while they hold. Within half a point (the text changes a little at a time); a larger drift
 * says to run `npm run fonts` and copy its figures. Skipped on a machine without Noto.
 */
const figures = await notoFallbacks();

/** Each `@font-face` of fonts.css with a `local()` source, by family and weight, with its overrides in percent. */
async function declaredFallbacks() {
  const css = await readFile('src/styles/fonts.css', 'utf8');
  const faces: Record<string, Record<string, number>> = {};
  for (const [, body = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const family = /font-family:\s*'([^']+)'/.exec(body)?.[1];
    const weight = /font-weight:\s*([\d ]+);/.exec(body)?.[1];
    if (!family || !weight || !body.includes('local(')) continue;
    const percent = (name: string) => Number(new RegExp(`${name}:\\s*([\\d.]+)%`).exec(body)?.[1]);
    faces[`${family} ${weight}`] = {
      sizeAdjust: percent('size-adjust'),
      ascentOverride: percent('ascent-override'),
      descentOverride: percent('descent-override'),
    };
  }
  return faces;
}

describe.skipIf(!figures)('Noto Sans and Noto Sans Devanagari shaped like Mukta', () => {
  it('declares each Noto face with the figures the site’s text gives, within half a point', async () => {
    const declared = await declaredFallbacks();
    expect(Object.keys(figures ?? {})).toHaveLength(4);
    for (const [face, measured] of Object.entries(figures ?? {})) {
      expect(declared[face], face).toBeDefined();
      for (const [name, value] of Object.entries(measured))
        expect(Math.abs((declared[face]?.[name] ?? NaN) - value), `${face} ${name}`).toBeLessThanOrEqual(0.5);
    }
  });
});
