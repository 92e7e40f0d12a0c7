/** Smaller objects: baskets, a thali on a banana leaf, phone, papers, Warli figures, boards, festive things. */
import { C, shade } from './palette.ts';
import type { Rng } from './rng.ts';
import { circle, ellipse, g, line, path, poly, rect } from './svg.ts';

/** Heap of fruit sitting on y = -30 (the rim of a basket or crate), about 56 units wide. */
export function fruitPile(rng: Rng, fruits: number, fruit: string = C.mango): string {
  const out: string[] = [];
  for (let i = 0; i < fruits; i++) {
    const x = rng.range(-24, 24);
    const y = -30 - rng.range(0, 12) * (1 - Math.abs(x) / 30);
    const col = fruit === C.mango && rng.chance(0.35) ? C.mangoRed : shade(fruit, rng.range(0.92, 1.1));
    out.push(
      fruit === C.mango
        ? ellipse(x, y, 8, 6, col, {
            transform: `rotate(${Math.round(rng.range(-40, 40))} ${Math.round(x)} ${Math.round(y)})`,
          })
        : circle(x, y, 6.5, col),
    );
  }
  return g(out);
}

/** Woven basket heaped with fruit, about 60 units wide, base at (0, 0). */
export function basket(rng: Rng, fruits: number, fruit: string = C.mango): string {
  const out: string[] = [fruitPile(rng, fruits, fruit)];
  out.push(path('M-32 -30L32 -30L24 0L-24 0Z', '#b2824a'));
  for (let k = 1; k < 4; k++) out.push(line(-32 + k * 2, -30 + k * 7.5, 32 - k * 2, -30 + k * 7.5, '#8c5f31', 1.6));
  out.push(rect(-34, -33, 68, 5, '#9a6b38', { rx: 2 }));
  return g(out);
}

/** Top view of a Maharashtrian thali on a banana leaf, about 360 x 200 units, centred. */
export function thali(): string {
  const out = [
    path('M-190 -20Q-180 -110 0 -112Q180 -110 190 -20Q186 60 0 104Q-186 60 -190 -20Z', '#4f8f38'),
    path('M-186 -10L186 -14', 'none', { stroke: '#8cc062', 'stroke-width': 4 }),
  ];
  for (let i = -6; i <= 6; i++) out.push(line(i * 26, -10, i * 30, i % 2 ? -90 : 80, '#5fa044', 1.5));
  out.push(circle(-40, 10, 62, '#f5ead0'), circle(-40, 10, 54, '#f2e2bc'));
  for (let i = 0; i < 5; i++) out.push(circle(-66 + i * 13, 4 + (i % 2) * 8, 16, '#e9d3a0'));
  const bowls: Array<[number, number, string]> = [
    [70, -50, '#e2b040'],
    [120, -10, '#b5542a'],
    [70, 40, '#6a9a3c'],
    [120, 70, '#f4ecd8'],
    [-130, -50, '#d98e3a'],
  ];
  for (const [x, y, col] of bowls) out.push(circle(x, y, 30, '#c9c2b4'), circle(x, y, 25, col));
  out.push(
    path('M-150 40Q-140 20 -120 40Q-130 56 -150 40Z', '#c83a28'),
    circle(10, -70, 14, '#f3d27a'),
    ellipse(-120, 80, 22, 10, '#fbf2da'),
  );
  return g(out);
}

/** Hand-held smartphone showing a farm photo and simple UI bars (no text), about 120 x 230 units. */
export function phone(screen: string[]): string {
  return g([
    rect(-62, -118, 124, 236, '#1f2227', { rx: 16 }),
    rect(-54, -104, 108, 200, '#f7f2e6', { rx: 4 }),
    g(screen),
    rect(-46, 52, 60, 8, '#c7bfae', { rx: 4 }),
    rect(-46, 66, 84, 8, '#d9d1c0', { rx: 4 }),
    rect(-46, 80, 40, 12, C.saffron, { rx: 6 }),
    circle(0, 106, 5, '#3a3e44'),
  ]);
}

/** Paper sheet with lines instead of words, and an optional seal; about 200 x 260 units. */
export function documentSheet(seal = true, lines = 12): string {
  const out = [
    rect(-100, -130, 200, 260, '#fbf6ea'),
    rect(-100, -130, 200, 28, '#e9dfc8'),
    rect(-70, -120, 90, 8, '#9a8c74'),
  ];
  for (let i = 0; i < lines; i++) out.push(rect(-80, -84 + i * 16, i % 4 === 3 ? 100 : 160, 5, '#c6bba4'));
  if (seal) out.push(circle(58, 100, 20, '#b23a2a'), circle(58, 100, 13, '#d4553e'));
  return g(out);
}

/** Folded newspaper: headline bar, picture block and columns of grey lines, about 300 x 200 units. */
export function newspaper(picture: string[]): string {
  const out = [
    rect(-150, -100, 300, 200, '#f1ece0'),
    rect(-136, -88, 272, 14, '#3b3a36'),
    rect(-136, -68, 150, 96, '#cfd9c4'),
    g(picture),
  ];
  for (let col = 0; col < 2; col++)
    for (let i = 0; i < 10; i++) out.push(rect(26 + col * 58, -66 + i * 10, 50, 4, '#a9a397'));
  for (let i = 0; i < 5; i++) out.push(rect(-136, 38 + i * 11, i === 4 ? 120 : 272, 4, '#a9a397'));
  out.push(line(0, -100, 0, 100, '#d9d2c2', 2));
  return g(out);
}

/** Warli stick figure (two triangles, round head), about 40 units tall; arms up or linked. */
export function warliFigure(color: string, arms: 'up' | 'out' | 'down', step = 0): string {
  const a = arms === 'up' ? -16 : arms === 'out' ? -2 : 10;
  return g([
    circle(0, -36, 4.5, color),
    poly(
      [
        [-7, -30],
        [7, -30],
        [0, -18],
      ],
      color,
    ),
    poly(
      [
        [0, -18],
        [-7, -6],
        [7, -6],
      ],
      color,
    ),
    path(`M-6 -27L-14 ${-27 - a}M6 -27L14 ${-27 - a}M-4 -6L${-8 - step} 2M4 -6L${8 + step} 2`, 'none', {
      stroke: color,
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
    }),
  ]);
}

/** Blackboard on an easel with chalk sprout and field sketches (no words). */
export function board(): string {
  return g([
    line(-70, 0, -56, -170, C.wood, 6),
    line(70, 0, 56, -170, C.wood, 6),
    rect(-90, -180, 180, 120, '#2f4a3a', { stroke: C.woodLight, 'stroke-width': 6 }),
    path('M-60 -90Q-30 -110 0 -90T60 -90', 'none', { stroke: '#eef0e4', 'stroke-width': 2.5 }),
    path(
      'M-10 -92L-10 -130M-10 -118Q-30 -130 -34 -146Q-14 -140 -10 -122M-10 -124Q8 -140 24 -140Q20 -122 -10 -118',
      'none',
      { stroke: '#eef0e4', 'stroke-width': 2.5 },
    ),
    circle(54, -150, 10, 'none', { stroke: '#f2d67a', 'stroke-width': 2.5 }),
  ]);
}

/** Oil lamp (diya) with a flame; glow 0..1. */
export const diya = (glow: number): string =>
  g([
    circle(0, -14, 16, '#ffcf6a', { opacity: 0.2 + glow * 0.15 }),
    path('M-12 -6Q0 4 12 -6L8 -1Q0 2 -8 -1Z', '#b5542a'),
    path('M0 -6Q-4 -12 0 -22Q4 -12 0 -6Z', '#ffc44a'),
  ]);

/** Trophy cup on a small base. */
export const trophy = (): string =>
  g([
    rect(-16, -8, 32, 8, '#6e4528'),
    rect(-4, -24, 8, 16, '#d9a92e'),
    path('M-18 -58L18 -58Q16 -28 0 -24Q-16 -28 -18 -58Z', '#e9b83a'),
    path('M-18 -54Q-30 -50 -18 -38M18 -54Q30 -50 18 -38', 'none', { stroke: '#d9a92e', 'stroke-width': 3 }),
  ]);
