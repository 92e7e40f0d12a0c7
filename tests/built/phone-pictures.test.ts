// In tests/built/: the pictures' widths and URLs are the build's (the tests' stand-in has one size) (decision 108).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyPageTimeout } from '../integration/harness.ts';
import { builtApp } from './harness.ts';

/**
 * Issue 40: a phone gets the largest picture of a page at about the pixels it shows, not more.
 * For each sitemap page's priority picture (the one `Picture` preloads, decision 056), the
 * candidate Chromium picks from its AVIF `imagesrcset` for its `imagesizes`, at the width of a
 * 360 px and a 412 px phone with Lighthouse's 1.75 device pixels per CSS pixel.
 */
let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp();
});

const rem = 16;
/** A length of the forms the site's `sizes` use (px, rem, vw, `calc(100vw - 3rem)`), in CSS px. */
function length(value: string, viewport: number): number {
  const calc = /^calc\((.+) - (.+)\)$/.exec(value);
  if (calc) return length(calc[1] ?? '', viewport) - length(calc[2] ?? '', viewport);
  const [, number = 'NaN', unit] = /^([\d.]+)(px|rem|vw)$/.exec(value) ?? [];
  return Number(number) * (unit === 'rem' ? rem : unit === 'vw' ? viewport / 100 : 1);
}

/** The slot width `sizes` gives at a viewport width: its first entry whose media condition holds. */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const [, feature, bound, size = entry] = /^\((min|max)-width: ([^)]+)\)\s+(.+)$/.exec(entry.trim()) ?? [];
    if (!feature) return length(size.trim(), viewport);
    const limit = length(bound ?? '', viewport);
    if (feature === 'min' ? viewport >= limit : viewport <= limit) return length(size.trim(), viewport);
  }
  return viewport;
}

/**
 * Chromium's pick among `w` candidates (HTMLSrcsetParser's PickCandidate): the densities, in
 * order, and the first whose next is still under the screen's density; then the next one if the
 * screen's density is at least the two's geometric mean.
 */
function pick(srcset: string, slot: number, dpr: number): number {
  const widths = srcset
    .split(',')
    .map((candidate) => Number(/ (\d+)w$/.exec(candidate.trim())?.[1]))
    .toSorted((a, b) => a - b);
  const density = (width: number) => width / slot;
  let index = 0;
  for (; index < widths.length - 1; index++) {
    const next = density(widths[index + 1] ?? 0);
    if (next < dpr) continue;
    if (dpr >= Math.sqrt(density(widths[index] ?? 0) * next)) index++;
    break;
  }
  return widths[index] ?? NaN;
}

const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

describe('the largest picture of each page on a phone (issue 40)', { timeout: everyPageTimeout }, () => {
  it('is the 640 px candidate or smaller at 360 and 412 px, 1.75 device pixels each', async () => {
    const xml = (await request(app).get('/sitemap.xml')).text;
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
    const picks: string[] = [];
    for (const path of paths) {
      const html = (await request(app).get(path)).text;
      const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
      if (!preload) continue;
      const srcset = attribute(preload, 'imageSrcSet') ?? '';
      const sizes = attribute(preload, 'imageSizes') ?? '100vw';
      for (const viewport of [360, 412]) {
        const width = pick(srcset, slotWidth(sizes, viewport), 1.75);
        if (!(width <= 640)) picks.push(`${path} at ${viewport} px: ${width} w (${sizes}; ${srcset})`);
      }
    }
    expect(paths.length).toBeGreaterThanOrEqual(76);
    expect(picks).toEqual([]);
  });

  it('picks as Chromium does', () => {
    // /vidarbha/akola's hero: 364 px wide on a 412 px phone.
    expect(pick('a 480w, b 800w, c 1200w', 364, 1.75)).toBe(800);
    expect(pick('a 480w, b 640w, c 800w, d 1200w', 364, 1.75)).toBe(640);
    expect(pick('a 640w, b 960w', 412, 1.75)).toBe(640);
    expect(pick('a 640w, b 960w', 412, 3)).toBe(960);
    expect(slotWidth('(max-width: 899px) calc(100vw - 3rem), 36rem', 412)).toBe(364);
    expect(slotWidth('(max-width: 899px) calc(100vw - 3rem), 36rem', 1280)).toBe(576);
    expect(slotWidth('(min-width: 1200px) 384px, (min-width: 992px) 31vw, calc(100vw - 3rem)', 1000)).toBe(310);
  });
});
