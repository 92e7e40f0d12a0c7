/**
 * Makes the site's brand font (Mukta Bold, from @fontsource/mukta) visible to librsvg for the og-image title.
 * Fontsource ships WOFF; fontconfig wants a plain sfnt, so the WOFF tables are inflated into a TTF in a temp dir
 * and FONTCONFIG_FILE points there. Import this module before anything renders text.
 * If the font is missing, SVG text falls back to DejaVu Sans / Liberation Sans / sans-serif.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

const WOFF = join(import.meta.dirname, '../../node_modules/@fontsource/mukta/files/mukta-latin-700-normal.woff');

/** Convert a WOFF 1.0 file to an sfnt (TTF/OTF) buffer. */
export function woffToSfnt(src: Buffer): Buffer {
  const count = src.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const o = 44 + i * 20;
    const [tag, off, comp, orig, sum] = [0, 4, 8, 12, 16].map((k) => src.readUInt32BE(o + k)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const raw = src.subarray(off, off + comp);
    return { tag, sum, data: comp < orig ? inflateSync(raw) : raw };
  });
  let sel = 0;
  while (1 << (sel + 1) <= count) sel++;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(src.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE((1 << sel) * 16, 6);
  head.writeUInt16BE(sel, 8);
  head.writeUInt16BE(count * 16 - (1 << sel) * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const pad = Buffer.alloc((4 - (t.data.length % 4)) % 4);
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.sum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    parts.push(t.data, pad);
    offset += t.data.length + pad.length;
  });
  return Buffer.concat(parts);
}

export const TITLE_FONT = "Mukta, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

if (existsSync(WOFF) && !process.env.FONTCONFIG_FILE) {
  const dir = join(tmpdir(), 'agro-media-fonts');
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  writeFileSync(join(dir, 'fonts', 'Mukta-Bold.ttf'), woffToSfnt(readFileSync(WOFF)));
  const conf = `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${join(dir, 'fonts')}</dir><cachedir>${join(dir, 'cache')}</cachedir></fontconfig>`;
  writeFileSync(join(dir, 'fonts.conf'), conf);
  process.env.FONTCONFIG_FILE = join(dir, 'fonts.conf');
}
