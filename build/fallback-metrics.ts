import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import { sourcePath } from './devanagari-font.ts';
import { siteTexts } from './font-subset.ts';
import { latinSourcePath } from './latin-font.ts';

/**
 * The `@font-face` overrides that shape a local font like Mukta (src/styles/fonts.css): the
 * local face scaled (`size-adjust`) so that the site's own text, shaped by HarfBuzz, takes the
 * same width as in Mukta, and Mukta's ascent and descent (in em of the scaled face), so that
 * lines sit alike. Nothing scales each glyph alike, so lines may still break at other words: a
 * change from the fallback to Mukta moves little, not nothing (decision 074).
 */
export interface FallbackMetrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
}

async function shaper(path: string) {
  const raw = await readFile(path);
  const bytes = new Uint8Array(path.endsWith('.woff2') ? await convert(raw, 'truetype') : raw);
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  /** The text's advance, in em. */
  const width = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphPositions().reduce((sum, glyph) => sum + glyph.xAdvance, 0) / face.upem;
  };
  const { ascender, descender } = font.hExtents();
  return { width, ascent: ascender / face.upem, descent: -descender / face.upem };
}

/** A ratio in percent, to four decimals. */
const percent = (value: number) => Math.round(value * 1e6) / 1e4;

/** The overrides, in percent, for `local` set in place of `web` over `text`. */
export async function fallbackMetrics(web: string, local: string, text: string): Promise<FallbackMetrics> {
  const [mukta, fallback] = await Promise.all([shaper(web), shaper(local)]);
  const size = mukta.width(text) / fallback.width(text);
  return {
    sizeAdjust: percent(size),
    ascentOverride: percent(mukta.ascent / size),
    descentOverride: percent(mukta.descent / size),
  };
}

/** Where Debian's fonts-noto-core puts Noto Sans and Noto Sans Devanagari. */
const noto = '/usr/share/fonts/truetype/noto';
const joiners = new Set(['\u200C', '\u200D']);

/**
 * The Noto faces fonts.css shapes like Mukta, by family and weight, with their figures measured
 * on the site's text (its Latin for Noto Sans, its Devanagari for Noto Sans Devanagari);
 * undefined when this machine does not have Noto.
 */
export async function notoFallbacks(): Promise<Record<string, FallbackMetrics> | undefined> {
  const faces = [
    ['Mukta Fallback Noto 400', latinSourcePath(400), `${noto}/NotoSans-Regular.ttf`],
    ['Mukta Fallback Noto 600 700', latinSourcePath(600), `${noto}/NotoSans-Bold.ttf`],
    ['Mukta Devanagari Fallback 400', sourcePath(400), `${noto}/NotoSansDevanagari-Regular.ttf`],
    ['Mukta Devanagari Fallback 600 700', sourcePath(600), `${noto}/NotoSansDevanagari-Bold.ttf`],
  ] as const;
  if (!faces.every(([, , local]) => existsSync(local))) return undefined;
  const texts = (await siteTexts()).join(' ');
  const latin = texts.replace(/[^\x20-\x7e]+/g, ' ').replace(/\s+/g, ' ');
  const devanagari = [...texts]
    .map((character) => (/[\u0900-\u097F ]/.test(character) || joiners.has(character) ? character : ' '))
    .join('')
    .replace(/\s+/g, ' ');
  const figures: Record<string, FallbackMetrics> = {};
  for (const [face, web, local] of faces)
    figures[face] = await fallbackMetrics(web, local, face.includes('Devanagari') ? devanagari : latin);
  return figures;
}
