/** Warli mural: white stick-figure painting (tarpa dance circle, huts, trees, farming) for mud walls. */
import { diya, warliFigure } from './objects.ts';
import type { Rng } from './rng.ts';
import { at, circle, g, line, path, poly } from './svg.ts';

const PAINT = '#f4ece0';

function hutOutline(s: number): string {
  const st = { stroke: PAINT, 'stroke-width': 2.2, fill: 'none' };
  return at(0, 0, s, [
    path('M-30 -40L0 -66L30 -40Z', 'none', st),
    path('M-24 -40L-24 0L24 0L24 -40', 'none', st),
    path('M-6 0L-6 -18L6 -18L6 0', 'none', st),
  ]);
}

function warliTree(s: number, rng: Rng): string {
  const out = [line(0, 0, 0, -90, PAINT, 3)];
  for (let i = 0; i < 6; i++) {
    const y = -30 - i * 11;
    const dir = i % 2 ? 1 : -1;
    const len = 34 - i * 4;
    out.push(line(0, y, dir * len, y - 16, PAINT, 2));
    for (let k = 1; k <= 3; k++) out.push(circle(dir * len * (k / 3), y - 16 * (k / 3) - 4, 2.4 + rng.next(), PAINT));
  }
  return at(0, 0, s, out);
}

function sunMark(s: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return line(Math.cos(a) * 18, Math.sin(a) * 18, Math.cos(a) * 28, Math.sin(a) * 28, PAINT, 2);
  });
  return at(0, 0, s, [circle(0, 0, 12, PAINT), ...rays]);
}

function ploughing(s: number): string {
  const ox = g([
    poly(
      [
        [-30, -30],
        [10, -30],
        [-10, -16],
      ],
      PAINT,
    ),
    poly(
      [
        [-10, -16],
        [-30, -4],
        [10, -4],
      ],
      PAINT,
    ),
    line(-26, -4, -28, 8, PAINT, 2),
    line(6, -4, 8, 8, PAINT, 2),
    path('M10 -30L20 -40L22 -30', 'none', { stroke: PAINT, 'stroke-width': 2 }),
  ]);
  return at(0, 0, s, [
    ox,
    at(-50, 8, 1, warliFigure(PAINT, 'out', 2)),
    line(-40, -16, -18, -18, PAINT, 1.6),
    line(-60, -4, -44, -16, PAINT, 2),
  ]);
}

/** Mural filling the box (x, y, w, h) with a border, a dance circle and village life. */
export function warliMural(x: number, y: number, w: number, h: number, rng: Rng): string {
  const out: string[] = [];
  const tri = Math.max(14, w / 60);
  for (let i = 0; i < w / tri - 1; i++) {
    out.push(
      poly(
        [
          [x + i * tri + tri * 0.5, y + 10],
          [x + (i + 1) * tri + tri * 0.5, y + 10],
          [x + (i + 1) * tri, y + 10 + tri * 0.8],
        ],
        PAINT,
      ),
    );
    out.push(
      poly(
        [
          [x + i * tri + tri * 0.5, y + h - 10],
          [x + (i + 1) * tri + tri * 0.5, y + h - 10],
          [x + (i + 1) * tri, y + h - 10 - tri * 0.8],
        ],
        PAINT,
      ),
    );
  }
  const k = Math.min(w, h) / 700;
  const cx = x + w * 0.42;
  const cy = y + h * 0.52;
  const R = Math.min(w, h) * 0.3;
  for (const [ring, count] of [
    [0.45, 10],
    [0.72, 16],
    [1, 22],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring;
      out.push(
        g(warliFigure(PAINT, 'out', rng.range(0, 2)), {
          transform: `translate(${Math.round(cx + Math.cos(a) * R * ring)} ${Math.round(cy + Math.sin(a) * R * ring)}) rotate(${Math.round((a * 180) / Math.PI + 90)}) scale(${(k * 1.5).toFixed(2)})`,
        }),
      );
    }
  }
  out.push(at(cx, cy + 20 * k, k * 2, [warliFigure(PAINT, 'down'), line(6, -26, 22, -6, PAINT, 2.4)]));
  out.push(at(x + w * 0.1, y + h * 0.22, k * 1.4, sunMark(1)));
  out.push(
    at(x + w * 0.84, y + h * 0.5, k * 1.8, hutOutline(1)),
    at(x + w * 0.1, y + h * 0.82, k * 1.6, hutOutline(1)),
  );
  out.push(
    at(x + w * 0.92, y + h * 0.9, k * 2.2, warliTree(1, rng)),
    at(x + w * 0.22, y + h * 0.6, k * 1.8, warliTree(1, rng)),
    at(x + w * 0.74, y + h * 0.32, k * 1.5, warliTree(1, rng)),
  );
  out.push(at(x + w * 0.8, y + h * 0.86, k * 1.8, ploughing(1)));
  for (let i = 0; i < 4; i++)
    out.push(at(x + w * (0.58 + i * 0.07), y + h * 0.2, k * 1.3, warliFigure(PAINT, i % 2 ? 'up' : 'down', 1)));
  for (let i = 0; i < 6; i++)
    out.push(
      path(`M${x + w * (0.3 + i * 0.06)} ${y + h * 0.12 + (i % 2) * 12}l6 -5l6 5l6 -5l6 5`, 'none', {
        stroke: PAINT,
        'stroke-width': 1.8,
      }),
    );
  return g(out);
}

/** Row of lit diyas on the ground. */
export const diyaRow = (count: number): string =>
  g(Array.from({ length: count }, (_, i) => at(i * 40, 0, 1, diya(0.8))));
