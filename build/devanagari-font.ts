import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';

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
  const files = (await readdir(root, { recursive: true })).filter((file) => /\.(tsx?|md)$/.test(file));
  const texts = await Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
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

// hb-subset's C API, from the wasm build harfbuzzjs ships (its JavaScript API shapes, but does not subset).
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** The subset of one weight, as WOFF2: the glyphs the runs are set in, and the whole block's characters. */
export async function subsetDevanagari(source: Uint8Array, runs: readonly string[]): Promise<Buffer> {
  const ttf = await convert(source, 'truetype');
  const font = await hbFont(source);
  const glyphs = new Set([0, ...runs.flatMap((run) => glyphsOnTheWay(font, run))]);

  const wasm = await readFile(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
  const { exports: hbs } = (await WebAssembly.instantiate(wasm)).instance as unknown as { exports: HbSubset };
  // oxlint-disable-next-line no-underscore-dangle -- the wasm module's own export name
  hbs._initialize();
  const heap = () => new Uint8Array(hbs.memory.buffer);
  const input = hbs.hb_subset_input_create_or_fail();
  const data = hbs.malloc(ttf.byteLength);
  heap().set(ttf, data);
  const blob = hbs.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  // Every layout feature, but no closure over them: a conjunct stays only if a kept run uses it.
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features);
  // No hinting, as Google Fonts serves everything but old Windows: phones ignore it, and it is a third of the bytes.
  const flags = HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
  hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | flags);
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (let code = 0x0900; code <= 0x097f; code++) hbs.hb_set_add(unicodes, code);
  for (const code of [0x200c, 0x200d, 0x20b9, 0x25cc]) hbs.hb_set_add(unicodes, code);
  const glyphSet = hbs.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hbs.hb_set_add(glyphSet, glyph);
  const subset = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  if (!subset) throw new Error('hb_subset_or_fail failed');
  const result = hbs.hb_face_reference_blob(subset);
  const offset = hbs.hb_blob_get_data(result, 0);
  const bytes = Buffer.from(heap().slice(offset, offset + hbs.hb_blob_get_length(result)));
  hbs.hb_blob_destroy(result);
  hbs.hb_face_destroy(subset);
  hbs.hb_face_destroy(face);
  hbs.free(data);
  return convert(bytes, 'woff2');
}

interface HbSubset {
  memory: WebAssembly.Memory;
  // oxlint-disable-next-line no-underscore-dangle -- the wasm module's own export name
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}
