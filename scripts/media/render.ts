/** Turns scenes into SVG strings and encodes them with sharp (JPEG for stills, PNG for clip frames). */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { makeRng } from './rng.ts';
import { Svg, type Scene } from './svg.ts';

/** Every scene is composed in a view box 900 units tall; width follows the output aspect ratio. */
export const VIEW_H = 900;

/** Draw a scene at loop time t for an output of outW x outH pixels. */
export function drawScene(scene: Scene, seed: string, outW: number, outH: number, t = 0): string {
  const w = Math.round((VIEW_H * outW) / outH);
  const s = new Svg(w, VIEW_H);
  scene({ s, rng: makeRng(seed), t, w, h: VIEW_H });
  return s.toString(outW, outH);
}

export const JPEG = { quality: 80, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

export async function svgToJpeg(svg: string, file: string, w: number, h: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .resize(w, h, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg(JPEG)
    .toFile(file);
}

export async function renderJpeg(scene: Scene, seed: string, file: string, w: number, h: number): Promise<void> {
  await svgToJpeg(drawScene(scene, seed, w, h), file, w, h);
}

/** Fast, lightly compressed PNG for clip frames. */
export async function renderPng(
  scene: Scene,
  seed: string,
  file: string,
  w: number,
  h: number,
  t: number,
): Promise<void> {
  await sharp(Buffer.from(drawScene(scene, seed, w, h, t)))
    .resize(w, h, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 1 })
    .toFile(file);
}
