/** The company mark (sprout over a furrowed field with a sun) and everything made from it. */
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { TITLE_FONT } from './fonts.ts';
import { JPEG } from './render.ts';

const FIELD = '#5e8c3a';
const FURROW = '#7a4a2a';
const SUN = '#e9a23b';
const LEAF = '#4f8a34';
const LEAF2 = '#86b34a';
const STEM = '#2f5a28';
const CREAM = '#f7ecd6';

/** Mark artwork in a 64 x 64 box (no background). */
const ART = [
  `<circle cx="45" cy="19" r="9" fill="${SUN}"/>`,
  `<path d="M0 45Q32 35 64 45V64H0Z" fill="${FIELD}"/>`,
  `<path d="M-2 52Q32 42 66 52M-2 59Q32 49 66 59" fill="none" stroke="${FURROW}" stroke-width="3"/>`,
  `<path d="M29 44C29 37 29 32 30 27" fill="none" stroke="${STEM}" stroke-width="3" stroke-linecap="round"/>`,
  `<path d="M29 37C21 38 14 33 13 25C21 24 28 28 29 37Z" fill="${LEAF}"/>`,
  `<path d="M30 31C31 23 37 18 45 18C45 26 39 31 30 31Z" fill="${LEAF2}"/>`,
].join('');

/** The same art with the field running far past the sides, for full-bleed icons (maskable, Apple touch). */
const ART_WIDE = ART.replace('M0 45Q32 35 64 45V64H0Z', 'M-60 52Q32 33 124 52V140H-60Z').replace(
  'M-2 52Q32 42 66 52M-2 59Q32 49 66 59',
  'M-60 59Q32 40 124 59M-60 66Q32 47 124 66',
);

/**
 * Standalone logo SVG: the mark on a cream rounded square (square, well under 3 KB). The
 * header draws it inside every page (decision 062): its clip's id is one no page uses.
 */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="Agro Tourism"><defs><clipPath id="logo-clip"><rect width="64" height="64" rx="14"/></clipPath></defs><g clip-path="url(#logo-clip)"><rect width="64" height="64" fill="${CREAM}"/>${ART}</g></svg>`;
}

/** The mark as an inline group centred on (0, 0), for use once inside a scene (e.g. a stage backdrop). */
export function logoMark(): string {
  return `<g transform="translate(-32 -32)"><defs><clipPath id="logo-mark"><rect width="64" height="64" rx="14"/></clipPath></defs><g clip-path="url(#logo-mark)"><rect width="64" height="64" fill="${CREAM}"/>${ART}</g></g>`;
}

/** Square icon: full-bleed cream background with the mark scaled to `scale` of the side (maskable-safe when <= 0.8). */
function iconSvg(size: number, scale: number, rounded: boolean): string {
  const k = (size * scale) / 64;
  const off = (size - 64 * k) / 2;
  const bg = rounded
    ? `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${CREAM}"/>`
    : `<rect width="${size}" height="${size}" fill="${CREAM}"/>`;
  const inner = rounded
    ? logoSvg()
        .replace(/^<svg[^>]*>/, '')
        .replace(/<\/svg>$/, '')
    : ART_WIDE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${rounded ? '' : bg}<g transform="translate(${off} ${off}) scale(${k})">${inner}</g></svg>`;
}

async function png(svg: string, file: string, size: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await sharp(Buffer.from(svg))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(file);
}

/**
 * favicon.ico, for the browsers and tools that ask for /favicon.ico whatever the page says: the
 * mark at 16, 32 and 48 px, each a PNG inside the ICO container (an ICONDIR header, one
 * 16-byte entry a size, then the images), as every browser since 2007 reads it.
 */
export async function faviconIco(): Promise<Buffer> {
  const sizes = [16, 32, 48];
  const images = await Promise.all(
    sizes.map((size) =>
      sharp(Buffer.from(iconSvg(size, 1, true)))
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const entry = 6 + 16 * index;
    const image = images[index]!;
    header.writeUInt8(size, entry); // width
    header.writeUInt8(size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits a pixel
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

/** og-image: a wide farm scene behind a cream panel with the mark and the title in the brand font. */
export function ogSvg(scene: string): string {
  const title = `<text x="330" y="352" font-family="${TITLE_FONT}" font-weight="700" font-size="104" fill="#2c4d27">Agro Tourism</text>`;
  const mark = `<g transform="translate(140 224) scale(2.6)">${logoSvg()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')}</g>`;
  const panel = `<rect x="100" y="180" width="1000" height="260" rx="36" fill="${CREAM}" opacity="0.93"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image href="data:image/png;base64,${scene}" width="1200" height="630"/>${panel}${mark}${title}</svg>`;
}

export async function writeBrand(root: string, ogBackground: Buffer): Promise<string[]> {
  const files: Array<[string, () => Promise<void>]> = [
    ['src/assets/brand/logo.svg', () => writeFile(`${root}/src/assets/brand/logo.svg`, logoSvg() + '\n')],
    ['public/favicon.svg', () => writeFile(`${root}/public/favicon.svg`, logoSvg() + '\n')],
    ['public/favicon.ico', async () => writeFile(`${root}/public/favicon.ico`, await faviconIco())],
    ['public/icons/icon-192.png', () => png(iconSvg(192, 1, true), `${root}/public/icons/icon-192.png`, 192)],
    ['public/icons/icon-512.png', () => png(iconSvg(512, 1, true), `${root}/public/icons/icon-512.png`, 512)],
    [
      'public/icons/icon-maskable-512.png',
      () => png(iconSvg(512, 0.7, false), `${root}/public/icons/icon-maskable-512.png`, 512),
    ],
    ['public/apple-touch-icon.png', () => png(iconSvg(180, 0.8, false), `${root}/public/apple-touch-icon.png`, 180)],
    [
      'public/og-image.jpg',
      async () => {
        const bg = (await sharp(ogBackground).resize(1200, 630).png().toBuffer()).toString('base64');
        await sharp(Buffer.from(ogSvg(bg)))
          .flatten({ background: CREAM })
          .jpeg(JPEG)
          .toFile(`${root}/public/og-image.jpg`);
      },
    ],
  ];
  await mkdir(`${root}/src/assets/brand`, { recursive: true });
  await mkdir(`${root}/public/icons`, { recursive: true });
  for (const [, make] of files) await make();
  return files.map(([f]) => f);
}
