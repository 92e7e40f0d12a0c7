/** Food and produce: a thali on a banana leaf, a steel plate meal, a laid table, the chulha kitchen, a farm stall. */
import { backdrop, ground, treeLine } from './compose.ts';
import { glow, smoke } from './effects.ts';
import { person } from './figures.ts';
import { basket, thali } from './objects.ts';
import { C, mix, shade } from './palette.ts';
import type { Rng } from './rng.ts';
import { wave } from './rng.ts';
import { stall } from './structures.ts';
import { at, circle, ellipse, g, line, path, rect, type Ctx, type Scene } from './svg.ts';

/** Wooden table top seen from above, with plank lines. */
function tableTop(c: Ctx, tone = '#9a6a3e'): void {
  c.s.add(rect(0, 0, c.w, c.h, tone));
  for (let y = 0; y < c.h; y += 90)
    c.s.add(
      line(0, y, c.w, y, shade(tone, 0.8), 4),
      line(c.rng.range(0, c.w), y + 40, c.rng.range(0, c.w), y + 44, shade(tone, 0.9), 2),
    );
}

const bhakri = (rng: Rng, r: number): string =>
  g([
    circle(0, 0, r, '#e6cf9a'),
    circle(0, 0, r * 0.92, '#ecd8a8'),
    ...Array.from({ length: 7 }, () =>
      circle(rng.range(-r * 0.6, r * 0.6), rng.range(-r * 0.6, r * 0.6), r * 0.06, '#b98a4a'),
    ),
  ]);
const katori = (fill: string, r = 34): string =>
  g([circle(0, 0, r, '#aeb3b8'), circle(0, 0, r * 0.86, '#d9dde0'), circle(0, 0, r * 0.72, fill)]);
const glass = (fill: string): string => g([circle(0, 0, 30, '#cfd8dc', { opacity: 0.8 }), circle(0, 0, 24, fill)]);

/** Steel thali with bhakri, vegetables, dal and chutney, about 360 units across. */
function steelPlate(rng: Rng): string {
  return g([
    circle(0, 0, 190, '#9ea4aa'),
    circle(0, 0, 178, '#dfe3e6'),
    circle(0, 0, 150, '#e9ecee'),
    at(-50, 40, 1, bhakri(rng, 78)),
    at(-20, 60, 1, bhakri(rng, 74)),
    at(80, -70, 1, katori('#5e8c3a')),
    at(110, 10, 1, katori('#e2b040')),
    at(70, 90, 1, katori('#c8402a', 28)),
    at(-70, -80, 1, katori('#f4efe2', 30)),
    path('M-130 -10Q-120 -40 -100 -30Q-110 -10 -130 -10Z', '#4f8a34'),
    ellipse(10, -110, 22, 10, '#e9e2f0'),
  ]);
}

export function food(o: { variant: 'leaf' | 'plate' | 'table' | 'chulha' }): Scene {
  return (c) => {
    const k = Math.min(c.w, c.h) / 520;
    if (o.variant === 'leaf') {
      tableTop(c, '#8a5a34');
      c.s.add(rect(c.w * 0.05, c.h * 0.06, c.w * 0.9, c.h * 0.88, '#d8b878', { rx: 18 }));
      for (let x = c.w * 0.07; x < c.w * 0.94; x += 24) c.s.add(line(x, c.h * 0.07, x, c.h * 0.93, '#c9a462', 3));
      c.s.add(
        g(thali(), {
          transform: `translate(${Math.round(c.w * 0.5)} ${Math.round(c.h * 0.5)}) scale(${(k * 1.15).toFixed(2)}) rotate(-8)`,
        }),
      );
      c.s.add(at(c.w * 0.15, c.h * 0.2, k, glass('#f8f4ea')), at(c.w * 0.86, c.h * 0.8, k, katori('#e2b040', 40)));
      return;
    }
    if (o.variant === 'plate' || o.variant === 'table') {
      tableTop(c);
      const table = o.variant === 'table';
      c.s.add(at(table ? c.w * 0.36 : c.w * 0.47, c.h * 0.52, k * (table ? 0.95 : 1.2), steelPlate(c.rng)));
      c.s.add(
        at(c.w * (table ? 0.1 : 0.12), c.h * 0.18, k, glass('#f8f4ea')),
        at(c.w * 0.86, c.h * 0.2, k * 0.9, [
          path('M-30 20L30 20L24 -20L-24 -20Z', '#7a4a2a'),
          ellipse(0, -20, 24, 8, '#c98a3a'),
        ]),
      );
      if (table) {
        c.s.add(
          at(c.w * 0.72, c.h * 0.32, k, [
            circle(0, 0, 92, '#b2824a'),
            circle(0, 0, 80, '#c99a5a'),
            at(-10, 0, 1, bhakri(c.rng, 60)),
            at(12, 6, 1, bhakri(c.rng, 58)),
          ]),
        );
        c.s.add(
          at(c.w * 0.66, c.h * 0.78, k, katori('#6b3b6e', 44)),
          at(c.w * 0.8, c.h * 0.72, k, katori('#4f8a34', 40)),
          at(c.w * 0.92, c.h * 0.5, k, glass('#f4f0e4')),
          at(c.w * 0.6, c.h * 0.55, k, glass('#f4f0e4')),
        );
        for (let i = 0; i < 5; i++)
          c.s.add(
            at(
              c.w * (0.86 + (i % 2) * 0.04),
              c.h * (0.84 + i * 0.02),
              k,
              path('M0 0Q10 -30 4 -60', 'none', { stroke: '#3f8a34', 'stroke-width': 8, 'stroke-linecap': 'round' }),
            ),
          );
      } else {
        c.s.add(
          at(c.w * 0.85, c.h * 0.75, k * 1.1, [ellipse(0, 0, 40, 30, '#d8402f'), ellipse(-12, -6, 12, 8, '#f0705a')]),
          at(
            c.w * 0.12,
            c.h * 0.8,
            k,
            path('M-40 0Q0 -20 40 0', 'none', { stroke: '#3f8a34', 'stroke-width': 10, 'stroke-linecap': 'round' }),
          ),
        );
      }
      return;
    }
    c.s.add(rect(0, 0, c.w, c.h, '#c99a6a'), rect(0, c.h * 0.62, c.w, c.h, '#a8744a'));
    c.s.add(
      rect(c.w * 0.04, c.h * 0.3, c.w * 0.92, 14, '#6e4528'),
      rect(c.w * 0.58, c.h * 0.06, c.w * 0.16, c.h * 0.2, '#a9d3e8'),
      path(
        `M${c.w * 0.58} ${c.h * 0.2}Q${c.w * 0.66} ${c.h * 0.16} ${c.w * 0.74} ${c.h * 0.19}L${c.w * 0.74} ${c.h * 0.26}L${c.w * 0.58} ${c.h * 0.26}Z`,
        '#7fae4a',
      ),
      rect(c.w * 0.58, c.h * 0.06, c.w * 0.16, c.h * 0.2, 'none', { stroke: '#6e4528', 'stroke-width': 10 }),
      rect(c.w * 0.53, c.h * 0.06, c.w * 0.045, c.h * 0.2, '#2f7f78'),
      rect(c.w * 0.745, c.h * 0.06, c.w * 0.045, c.h * 0.2, '#2f7f78'),
    );
    for (let i = 0; i < 9; i++)
      c.s.add(
        at(c.w * (0.08 + i * 0.1), c.h * 0.3, 1.3, [
          path(
            'M-18 0Q-24 -22 -10 -32L-8 -38L8 -38L10 -32Q24 -22 18 0Z',
            ['#c98a3a', '#b5542a', '#c9c2b4'][i % 3] ?? '#c98a3a',
          ),
          rect(-9, -40, 18, 4, '#8a5a34'),
        ]),
      );
    for (let i = 0; i < 6; i++)
      c.s.add(line(c.w * 0.06, c.h * (0.9 - i * 0.03), c.w * 0.2, c.h * (0.88 - i * 0.03), '#6e4528', 12));
    glow(c, c.w * 0.36, c.h * 0.68, 300, '#ff9a3a', 0.4, 160);
    c.s.add(
      at(c.w * 0.36, c.h * 0.8, 2.2, [
        path('M-60 0L-56 -60Q0 -74 56 -60L60 0Z', '#9a4a2e'),
        path('M-22 0L-22 -30Q0 -46 22 -30L22 0Z', mix('#f06b22', '#ffc04a', 0.5 + 0.5 * wave(c.t, 3))),
        ellipse(0, -66, 48, 10, '#2e2a28'),
        ellipse(-4, -70, 34, 7, '#e9d3a0'),
        ellipse(-10, -72, 8, 2, '#c9a462'),
      ]),
    );
    smoke(c, c.w * 0.36, c.h * 0.55, 1.6, '#efe6da');
    c.s.add(
      at(
        c.w * 0.66,
        c.h * 0.93,
        3.2,
        person({ cloth: '#2f7f78', cloth2: '#e2a72e', head: 'bun', garment: 'saree', pose: 'hold' }),
      ),
    );
    for (let i = 0; i < 5; i++)
      c.s.add(
        circle(c.w * (0.78 + (i % 3) * 0.05), c.h * 0.85 - Math.floor(i / 3) * 16, 30, '#e0c080', {
          stroke: '#c9a462',
          'stroke-width': 3,
        }),
      );
  };
}

/** Farm stall piled with vegetables and fruit, blocks of jaggery and jars of pickle. */
export const farmStall: Scene = (c) => {
  const hz = 470;
  const sk = backdrop(c, {
    sky: 'morning',
    horizon: hz,
    sun: [0.88, 130, 32],
    clouds: 4,
    hills: { layers: 2, color: '#66806e', mesa: true, amp: 90 },
  });
  ground(c, sk, hz, '#c9a77a', 0, 0.1);
  treeLine(c, sk, hz + 10, 9, ['banyan', 'round', 'mango'], 130, 0.2);
  c.s.add(at(c.w * 0.5, 720, 3, stall(sk, '#c7302a')));
  c.s.add(
    at(
      c.w * 0.5 + 170,
      700,
      2.2,
      person({ cloth: '#d9607a', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'hold' }),
    ),
  );
  c.s.add(at(c.w * 0.5, 700, 1, rect(-300, 0, 600, 160, '#8a5a34')), rect(c.w * 0.5 - 310, 690, 620, 16, '#9a6a3f'));
  for (let i = 0; i < 5; i++)
    c.s.add(
      at(c.w * 0.5 - 250 + i * 38, 690, 1.2, [
        rect(-14, -46, 28, 46, '#e8eef0', { rx: 6, opacity: 0.9 }),
        rect(-11, -36, 22, 34, i % 2 ? '#c8402a' : '#e2a72e', { rx: 4 }),
        rect(-12, -52, 24, 8, '#d8402f', { rx: 2 }),
      ]),
    );
  for (let i = 0; i < 4; i++)
    c.s.add(
      at(c.w * 0.5 + 60 + i * 46, 690 - (i % 2) * 20, 1.2, [
        rect(-18, -30, 36, 30, '#8a4a1e', { rx: 8 }),
        rect(-18, -30, 36, 8, '#a8602a', { rx: 6 }),
      ]),
    );
  c.s.add(
    at(c.w * 0.2, 860, 1.8, basket(c.rng, 14, '#d8402f')),
    at(c.w * 0.8, 860, 1.8, basket(c.rng, 14, C.mango)),
    at(c.w * 0.88, 880, 1.6, basket(c.rng, 12, '#4f8a34')),
  );
  c.s.add(
    at(
      c.w * 0.08,
      890,
      2.3,
      person({ cloth: '#3b4a8a', cloth2: '#e9e2d2', head: 'short', garment: 'shirt', pose: 'point' }),
    ),
  );
};
