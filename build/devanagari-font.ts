import { createRequire } from 'node:module';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { siteTexts, subsetFont } from './font-subset.ts';

/**
 * The Devanagari font the site's own words need (decision 038): Mukta's Devanagari faces cut
 * down to the glyphs that shaping the site's Devanagari text passes through (a third of the
 * face; the rest are conjuncts no page uses), plus every character of the Devanagari block, so any text
 * still renders. A third of the size of the whole face. `npm run fonts` writes the files;
 * tests/unit/devanagari-font.test.ts fails when the text changes and the files no longer cover it.
 */
export const weights = [400, 600] as const;
export const subsetPath = (weight: number) => `src/assets/fonts/mukta-devanagari-${weight}-site.woff2`;
export const sourcePath = (weight: number) =>
  createRequire(import.meta.url).resolve(`@fontsource/mukta/files/mukta-devanagari-${weight}-normal.woff2`);

const devanagariRun = /[\u0900-\u097F\u200C\u200D]+/g;

/** Every distinct run of Devanagari in the site's sources (content, articles, components). */
export async function siteDevanagariRuns(root = 'src'): Promise<string[]> {
  const texts = await siteTexts(root);
  return [...new Set(texts.flatMap((text) => text.match(devanagariRun) ?? []))].toSorted();
}

async function hbFont(woff2: Uint8Array): Promise<hb.Font> {
  const ttf = await convert(woff2, 'truetype');
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(ttf))));
}

/** A font to shape with, from WOFF2 bytes. */
export async function shaper(woff2: Uint8Array) {
  const font = await hbFont(woff2);
  /** The glyphs a run is set in, as their outlines (glyph ids differ between a font and its subset). */
  const shape = (run: string) => glyphIds(font, run).map((id) => font.glyphToPath(id));
  /** Whether any glyph of the run is the font's "missing glyph" box. */
  const boxes = (run: string) => glyphIds(font, run).includes(0);
  return { shape, boxes };
}

function glyphIds(font: hb.Font, run: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
}

/** Every glyph a run passes through while shaped, not only the last: Indic shaping builds conjuncts in steps. */
function glyphsOnTheWay(font: hb.Font, run: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  const steps = hb.shapeWithTrace(font, buffer, [], 0, hb.TracePhase.DONT_STOP);
  return steps.flatMap((step) => (step.glyphs ? (step.t as Array<{ g: number }>).map((glyph) => glyph.g) : []));
}

/** The subset of one weight, as WOFF2: the glyphs the runs are set in, and the whole block's characters. */
export async function subsetDevanagari(source: Uint8Array, runs: readonly string[]): Promise<Buffer> {
  const font = await hbFont(source);
  const glyphs = new Set([0, ...runs.flatMap((run) => glyphsOnTheWay(font, run))]);
  const unicodes = Array.from({ length: 0x097f - 0x0900 + 1 }, (_, i) => 0x0900 + i);
  // Every layout feature, but no closure over them: a conjunct stays only if a kept run uses it.
  return subsetFont(source, { unicodes: [...unicodes, 0x200c, 0x200d, 0x20b9, 0x25cc], glyphs, layoutClosure: false });
}
