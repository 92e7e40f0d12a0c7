import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { convert } from 'fontverter';

/**
 * hb-subset's C API, from the wasm build harfbuzzjs ships (its JavaScript API shapes, but does
 * not subset): the Devanagari (decision 038) and Latin (decision 052) faces the site serves.
 */
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** The text of every source of the site's words: content, articles, components. */
export async function siteTexts(root = 'src'): Promise<string[]> {
  const files = (await readdir(root, { recursive: true })).filter((file) => /\.(tsx?|md)$/.test(file));
  return Promise.all(files.map((file) => readFile(join(root, file), 'utf8')));
}

export interface SubsetOptions {
  /** The characters the subset maps. */
  unicodes: Iterable<number>;
  /** Glyphs kept besides those the characters map to (glyph ids of the source). */
  glyphs?: Iterable<number>;
  /** Keep the glyphs layout features reach from the kept ones (ligatures, alternates); default true. */
  layoutClosure?: boolean;
}

/**
 * A subset of a WOFF2 font, as WOFF2: every layout feature kept, no hinting (phones ignore it,
 * Google Fonts serves it only to old Windows, and it is a third of the bytes).
 */
export async function subsetFont(source: Uint8Array, options: SubsetOptions): Promise<Buffer> {
  const ttf = await convert(source, 'truetype');
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
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features);
  const flags = HB_SUBSET_FLAGS_NO_HINTING | (options.layoutClosure === false ? HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE : 0);
  hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | flags);
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (const code of options.unicodes) hbs.hb_set_add(unicodes, code);
  const glyphSet = hbs.hb_subset_input_glyph_set(input);
  for (const glyph of options.glyphs ?? []) hbs.hb_set_add(glyphSet, glyph);
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
