/**
 * Regenerates every illustration, the hero clips and the brand files.
 *   npx node scripts/media/generate.ts             everything
 *   npx node scripts/media/generate.ts --no-clips  stills and brand only
 *   npx node scripts/media/generate.ts gallery/07  only slots whose path contains the text (and no clips/brand)
 */
import './fonts.ts';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { writeBrand } from './brand.ts';
import { HEROES, SLOTS } from './catalog.ts';
import { renderClip } from './clips.ts';
import { drawScene, renderJpeg } from './render.ts';
import { heroFarm } from './scenes-hero.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const IMAGES = join(ROOT, 'src/assets/images');
const args = process.argv.slice(2);
const filters = args.filter((a) => !a.startsWith('--'));
const clips = !args.includes('--no-clips') && filters.length === 0;
const started = performance.now();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const slots = SLOTS.filter((s) => filters.length === 0 || filters.some((f) => s.path.includes(f)));
let total = 0;
for (const slot of slots) {
  const file = join(IMAGES, slot.path);
  const t0 = performance.now();
  await renderJpeg(slot.scene, slot.path, file, slot.w, slot.h);
  const ms = performance.now() - t0;
  const { size } = await stat(file);
  total += size;
  console.log(`image  ${slot.path.padEnd(26)} ${slot.w}x${slot.h}  ${kb(size).padStart(7)}  ${ms.toFixed(0)} ms`);
}
console.log(`${slots.length} images, ${kb(total)}`);

if (filters.length === 0) {
  const og = await sharp(Buffer.from(drawScene(heroFarm, 'hero/farm.jpg', 1200, 630)))
    .png()
    .toBuffer();
  for (const f of await writeBrand(ROOT, og)) console.log(`brand  ${f}  ${kb((await stat(join(ROOT, f))).size)}`);
}

if (clips) {
  for (const [name, scene] of HEROES) {
    const t0 = performance.now();
    const { bytes, crf } = await renderClip(scene, `hero/${name}.jpg`, join(ROOT, 'public/media/hero', `${name}.mp4`));
    console.log(
      `clip   public/media/hero/${name}.mp4  ${kb(bytes)} (CRF ${crf}, ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
