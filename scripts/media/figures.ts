/** Stylised people (no faces) and animals, drawn around their feet at (0, 0), about 100 units tall. */
import { C, shade } from './palette.ts';
import { circle, ellipse, g, line, path, rect } from './svg.ts';

export type Head = 'pheta' | 'topi' | 'bun' | 'braid' | 'short' | 'scarf';
export type Garment = 'saree' | 'kurta' | 'dhoti' | 'shirt';
export type Pose = 'stand' | 'wave' | 'carry' | 'point' | 'pick' | 'hold' | 'sit';

export interface PersonOpts {
  cloth: string;
  cloth2?: string;
  skin?: string;
  head?: Head;
  garment?: Garment;
  pose?: Pose;
  /** Arm swing in [-1, 1] for clips. */
  swing?: number;
}

export function person(o: PersonOpts): string {
  const skin = o.skin ?? '#8a5a3c';
  const c2 = o.cloth2 ?? shade(o.cloth, 0.75);
  const hair = '#2a1d17';
  const garment = o.garment ?? 'kurta';
  const out: string[] = [];
  const legs = garment === 'dhoti' ? C.cream : shade(o.cloth, 0.55);
  if (o.pose === 'sit')
    out.push(path('M-6 -40L16 -40L18 -12', 'none', { stroke: legs, 'stroke-width': 9, 'stroke-linejoin': 'round' }));
  else if (garment !== 'saree') out.push(line(-5, -40, -6, -2, legs, 8), line(5, -40, 6, -2, legs, 8));
  if (garment === 'dhoti') out.push(path('M-11 -44L11 -44L10 -14L-10 -14Z', C.cream));
  const sw = (o.swing ?? 0) * 8;
  const pose = o.pose ?? 'stand';
  const arm = (x1: number, y1: number, x2: number, y2: number) => line(x1, y1, x2, y2, skin, 5.5);
  const left =
    pose === 'wave'
      ? arm(-11, -76, -24, -102 + sw)
      : pose === 'pick'
        ? arm(-11, -76, -20, -104)
        : arm(-11, -76, -15 - sw * 0.3, -46);
  const right =
    pose === 'point'
      ? arm(11, -76, 36, -82)
      : pose === 'carry'
        ? arm(11, -76, 14, -102)
        : pose === 'hold' || pose === 'sit'
          ? arm(11, -76, 24, -56)
          : arm(11, -76, 15 + sw * 0.3, -46);
  out.push(left);
  if (garment === 'saree') {
    out.push(
      path('M-11 -80L11 -80L14 -46L20 -2L-20 -2L-14 -46Z', o.cloth),
      path('M-11 -80L4 -80L18 -40L10 -36Z', c2),
      path('M-20 -6L20 -6L20 -2L-20 -2Z', c2),
    );
  } else {
    const hem = garment === 'kurta' ? -34 : -44;
    out.push(path(`M-12 -80L12 -80L13 ${hem}L-13 ${hem}Z`, o.cloth), path('M-3 -80L0 -70L3 -80Z', c2));
  }
  out.push(right, rect(-3, -86, 6, 6, skin), circle(0, -91, 8, skin));
  const head = o.head ?? 'short';
  if (head === 'pheta')
    out.push(path('M-9 -93Q-10 -105 0 -104Q10 -105 9 -93Z', c2), path('M-9 -95L-16 -82L-12 -82Z', c2));
  else if (head === 'topi') out.push(path('M-9 -94L9 -94L7 -101L-7 -101Z', C.white));
  else if (head === 'bun') out.push(path('M-8.5 -91Q-8 -100 0 -100Q8 -100 8.5 -91Z', hair), circle(-8, -95, 5, hair));
  else if (head === 'braid')
    out.push(path('M-8.5 -90Q-8 -100 0 -100Q8 -100 8.5 -90Z', hair), path('M-6 -90L-9 -62L-5 -62L-3 -90Z', hair));
  else if (head === 'scarf') out.push(path('M-10 -86Q-12 -103 0 -102Q12 -103 10 -86L8 -92Q0 -97 -8 -92Z', c2));
  else out.push(path('M-8.5 -92Q-8 -100 0 -100Q8 -100 8.5 -92Z', hair));
  return g(out);
}

/** Khillari bullock facing right: pale coat, hump, long sweeping horns. gait cycles the legs. */
export function bullock(coat = '#e7e1d3', gait = 0, horn = '#4a3a30', jhool?: string): string {
  const dark = shade(coat, 0.78);
  const s = Math.sin(gait * Math.PI * 2) * 5;
  return g([
    line(-38, -30, -40 + s, 0, dark, 7),
    line(26, -30, 28 - s, 0, dark, 7),
    path('M-48 -36Q-50 -62 -28 -64L8 -64Q18 -78 28 -66L40 -58Q46 -48 40 -30L-44 -28Q-50 -30 -48 -36Z', coat),
    path('M-48 -40Q-62 -36 -58 -16', 'none', { stroke: dark, 'stroke-width': 2.5 }),
    line(-30, -30, -32 - s, 0, coat, 7),
    line(34, -30, 36 + s, 0, coat, 7),
    path('M36 -60L56 -56Q66 -50 62 -40L52 -38Q44 -42 36 -44Z', coat),
    path('M50 -58Q46 -78 34 -84', 'none', { stroke: horn, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    path('M56 -57Q58 -78 50 -88', 'none', { stroke: horn, 'stroke-width': 4, 'stroke-linecap': 'round' }),
    path('M28 -64Q34 -50 30 -38', 'none', { stroke: dark, 'stroke-width': 3 }),
    jhool ? path('M-36 -64L14 -64L18 -36L-40 -36Z', jhool) : '',
    jhool ? path('M-40 -38L18 -38L18 -34L-40 -34Z', C.turmeric) : '',
  ]);
}

/** Wooden bullock cart facing right; spin turns the wheel spokes (loop safe at whole spoke steps). */
export function cart(spin = 0, canopy: string | null = '#c9a25a'): string {
  const out: string[] = [];
  if (canopy)
    out.push(
      path('M-92 -66Q-60 -120 -10 -118Q10 -116 12 -66Z', canopy),
      path('M-92 -66Q-60 -108 -10 -106Q6 -105 12 -66Z', shade(canopy, 0.85)),
    );
  out.push(rect(-100, -70, 116, 10, C.wood), line(16, -64, 118, -56, C.wood, 5));
  for (let i = 0; i < 5; i++) out.push(line(-96 + i * 26, -70, -96 + i * 26, -84, C.woodLight, 3));
  const spokes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = spin * (Math.PI / 3) + (i * Math.PI) / 6;
    spokes.push(line(-Math.cos(a) * 30, -Math.sin(a) * 30, Math.cos(a) * 30, Math.sin(a) * 30, C.woodLight, 3));
  }
  out.push(
    g([circle(0, 0, 34, 'none', { stroke: C.wood, 'stroke-width': 6 }), ...spokes, circle(0, 0, 6, C.wood)], {
      transform: 'translate(-42 -34)',
    }),
  );
  return g(out);
}

/** Goat facing right, small (about 45 units tall). */
export function goat(coat = '#4a3a32'): string {
  return g([
    line(-14, -20, -15, 0, coat, 4),
    line(12, -20, 13, 0, coat, 4),
    ellipse(0, -26, 20, 9, coat),
    path('M16 -30L26 -44L32 -36L22 -26Z', coat),
    path('M26 -44L22 -52M28 -44L26 -53', 'none', { stroke: shade(coat, 0.6), 'stroke-width': 2 }),
    line(-20, -30, -24, -36, coat, 3),
  ]);
}

/** Hen pecking, about 24 units tall. */
export function hen(col = '#a4532e'): string {
  return g([
    ellipse(0, -12, 11, 8, col),
    circle(9, -20, 5, col),
    path('M13 -21L18 -19L13 -18Z', C.ochre),
    path('M8 -25L10 -28L12 -25Z', '#c7302a'),
    path('M-10 -14L-17 -22L-12 -10Z', shade(col, 0.7)),
    line(-2, -4, -2, 0, C.ochre, 1.5),
    line(3, -4, 3, 0, C.ochre, 1.5),
  ]);
}
