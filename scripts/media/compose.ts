/** Composition helpers shared by the still scenes: backdrop (sky + hills), ground bands, tree lines, crowds. */
import { person, type Head } from './figures.ts';
import { tree, type TreeKind } from './flora.ts';
import { ranges } from './land.ts';
import { SKIES, far, mix, shade, type Sky, type SkyName } from './palette.ts';
import { wave } from './rng.ts';
import { clouds, moon, sky, stars, sun } from './sky.ts';
import { at, circle, g, path, type Ctx } from './svg.ts';

export interface Backdrop {
  sky: SkyName;
  horizon: number;
  /** Sun position as [x fraction of width, y, radius]; 'moon' puts a crescent top right. */
  sun?: readonly [number, number, number] | 'moon';
  clouds?: number;
  stars?: number;
  hills?: { layers: number; color: string; mesa?: boolean; y0?: number; amp?: number };
}

/** Sky, sun or moon, clouds and distant ranges down to the horizon; returns the sky preset. */
export function backdrop(c: Ctx, b: Backdrop): Sky {
  const sk = SKIES[b.sky];
  sky(c, sk, b.horizon);
  if (b.stars) stars(c, b.stars, b.horizon * 0.8);
  if (b.sun === 'moon') moon(c, c.w * 0.8, b.horizon * 0.25, 24);
  else if (b.sun) sun(c, c.w * b.sun[0], b.sun[1], b.sun[2], sk);
  if (b.clouds) clouds(c, sk, b.clouds, b.horizon * 0.1, b.horizon * 0.55, 80, sk.light < 0.7 ? 0.5 : 0.9);
  if (b.hills) {
    const h = b.hills;
    ranges(c, sk, h.layers, h.y0 ?? b.horizon - 60, b.horizon, h.color, { mesa: h.mesa ?? false, amp: h.amp ?? 120 });
  }
  return sk;
}

/** Gently curved ground band from y to the bottom. */
export function ground(c: Ctx, sk: Sky, y: number, color: string, bulge = -30, depth = 0): void {
  c.s.add(
    path(
      `M-200 ${y}Q${c.w * 0.5} ${y + bulge} ${c.w + 200} ${y + 10}L${c.w + 200} ${c.h + 10}L-200 ${c.h + 10}Z`,
      far(color, sk, depth),
    ),
  );
}

/** A row of trees along y, skipping the x ranges in `gaps`. */
export function treeLine(
  c: Ctx,
  sk: Sky,
  y: number,
  count: number,
  kinds: readonly TreeKind[],
  h: number,
  depth: number,
  gaps: ReadonlyArray<readonly [number, number]> = [],
): void {
  for (let i = 0; i < count; i++) {
    const x = ((i + c.rng.range(0.1, 0.9)) / count) * (c.w + 120) - 60;
    const size = h * c.rng.range(0.75, 1.2);
    const kind = c.rng.pick(kinds);
    if (gaps.some(([a, b]) => x > a && x < b)) continue;
    c.s.add(
      tree(c, x, y + c.rng.range(-6, 6), size, {
        kind,
        sk,
        depth,
        fruit: kind === 'mango' || kind === 'orange' ? 8 : 0,
        sway: wave(c.t, 1, i * 0.17),
      }),
    );
  }
}

const CLOTHS = [
  '#b04a32',
  '#2f7f78',
  '#e2a72e',
  '#6b3b6e',
  '#3b4a8a',
  '#d9607a',
  '#f4efe2',
  '#5e8c3a',
  '#c9622f',
  '#7c2f2b',
];
const HEADS: readonly Head[] = ['pheta', 'topi', 'bun', 'braid', 'short', 'scarf', 'short', 'bun'];

/** Rows of seated audience seen from behind (heads and shoulders), from y0 (far) to y1 (near). */
export function audience(
  c: Ctx,
  sk: Sky,
  rows: number,
  y0: number,
  y1: number,
  x0 = -40,
  x1 = c.w + 40,
  desk?: string,
): void {
  for (let r = 0; r < rows; r++) {
    const y = y0 + ((y1 - y0) * r) / Math.max(1, rows - 1);
    const k = 0.7 + (r / Math.max(1, rows - 1)) * 0.8;
    const out: string[] = [];
    for (let x = x0 + c.rng.range(0, 40 * k); x < x1; x += 78 * k * c.rng.range(0.85, 1.1)) {
      const cloth = shade(c.rng.pick(CLOTHS), sk.light);
      const hair = c.rng.pick(['#2a1d17', '#3a2a22', '#2a1d17', '#8f8a84']);
      const head = c.rng.int(0, 5);
      out.push(
        at(x, y, k, [
          path('M-34 40Q-34 -4 0 -6Q34 -4 34 40Z', cloth),
          circle(0, -20, 17, shade('#6e4630', sk.light)),
          head === 0
            ? path('M-17 -22Q-18 -44 0 -42Q18 -44 17 -22Z', shade('#e9e2d2', sk.light))
            : path('M-17 -18Q-18 -40 0 -39Q18 -40 17 -18Q8 -10 0 -12Q-8 -10 -17 -18Z', hair),
          head === 1 ? circle(0, -4, 9, hair) : '',
        ]),
      );
    }
    c.s.add(g(out));
    if (desk)
      c.s.add(
        path(
          `M${x0} ${y + 34 * k}L${x1} ${y + 34 * k}L${x1} ${y + 52 * k}L${x0} ${y + 52 * k}Z`,
          shade(desk, sk.light),
        ),
        path(
          `M${x0} ${y + 34 * k}L${x1} ${y + 34 * k}L${x1} ${y + 38 * k}L${x0} ${y + 38 * k}Z`,
          shade(desk, sk.light * 1.2),
        ),
      );
  }
}

/** Standing people in a row (group photos, field visits); returns nothing. */
export function crowd(
  c: Ctx,
  sk: Sky,
  count: number,
  x0: number,
  x1: number,
  y: number,
  scale: number,
  silhouette?: string,
): void {
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + c.rng.range(-8, 8);
    const saree = c.rng.chance(0.4);
    const tone = (col: string): string => (silhouette ? mix(silhouette, col, 0.12) : shade(col, sk.light));
    c.s.add(
      at(
        x,
        y + c.rng.range(-4, 4),
        scale * c.rng.range(0.9, 1.06),
        person({
          cloth: tone(c.rng.pick(CLOTHS)),
          cloth2: tone(c.rng.pick(CLOTHS)),
          skin: tone(c.rng.pick(['#8a5a3c', '#6e4630', '#9c6a48', '#5e3b28'])),
          head: saree ? c.rng.pick(['bun', 'braid', 'scarf'] as const) : c.rng.pick(HEADS),
          garment: saree ? 'saree' : c.rng.pick(['kurta', 'shirt', 'dhoti'] as const),
          pose: c.rng.pick(['stand', 'stand', 'hold', 'wave'] as const),
        }),
      ),
    );
  }
}
