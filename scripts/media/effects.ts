/** Small loop-safe effects for clips and stills: smoke, steam, fireflies, string lights, dust motes. */
import { mix } from './palette.ts';
import { cycle, wave } from './rng.ts';
import { circle, ellipse, g, line, path, type Ctx } from './svg.ts';

/** Rising, fading puffs from (x, y); `count` puffs are spaced evenly over the loop. */
export function smoke(c: Ctx, x: number, y: number, scale: number, color = '#e8e2da', count = 5): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const life = cycle(c.t, 1, i / count);
    const r = scale * (6 + life * 16);
    const o = 0.55 * Math.sin(Math.PI * life);
    out.push(
      circle(x + life * scale * 30 + wave(life, 1) * scale * 4, y - life * scale * 90, r, color, {
        'fill-opacity': Math.round(o * 100) / 100,
      }),
    );
  }
  c.s.add(g(out));
}

/** Wisps of steam rising from a wide surface between x0 and x1. */
export function steam(c: Ctx, x0: number, x1: number, y: number, h: number): void {
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / 7;
    const life = cycle(c.t, 1, (i * 3) / 7);
    const yy = y - life * h;
    const sway = wave(c.t, 1, i * 0.2) * 12;
    out.push(
      path(`M${x} ${yy}q${10 + sway} -20 0 -40q-10 -20 0 -40`, 'none', {
        stroke: '#f4efe8',
        'stroke-width': 7,
        'stroke-linecap': 'round',
        'stroke-opacity': Math.round(0.5 * Math.sin(Math.PI * life) * 100) / 100,
      }),
    );
  }
  c.s.add(g(out));
}

/** Fireflies blinking and drifting in a box. */
export function fireflies(c: Ctx, count: number, x0: number, y0: number, x1: number, y1: number): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(x0, x1) + wave(c.t, 1, c.rng.next()) * 18;
    const y = c.rng.range(y0, y1) + wave(c.t, 2, c.rng.next()) * 8;
    const blink = Math.max(0, wave(c.t, c.rng.int(2, 4), c.rng.next()));
    out.push(
      circle(x, y, 7, '#f9e58a', { 'fill-opacity': Math.round(blink * 25) / 100 }),
      circle(x, y, 2.2, '#fff7c0', { 'fill-opacity': Math.round((0.2 + blink * 0.8) * 100) / 100 }),
    );
  }
  c.s.add(g(out));
}

/** String of warm bulbs sagging between two points, gently flickering. */
export function stringLights(c: Ctx, x0: number, y0: number, x1: number, y1: number, sag: number, bulbs = 12): void {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag;
  const out: string[] = [
    path(`M${x0} ${y0}Q${mx} ${my + sag} ${x1} ${y1}`, 'none', { stroke: '#2a2320', 'stroke-width': 1.5 }),
  ];
  const halo = c.s.radial(
    [
      [0, '#ffcf6a', 0.55],
      [1, '#ffcf6a', 0],
    ],
    0.5,
    0.5,
    0.5,
    true,
  );
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (my + sag) + t * t * y1;
    const f = 0.8 + 0.2 * wave(c.t, 3, i * 0.31);
    out.push(
      circle(x, y + 6, 16, halo, { 'fill-opacity': Math.round(f * 100) / 100 }),
      circle(x, y + 6, 4, mix('#ffb347', '#fff1b8', f)),
    );
  }
  c.s.add(g(out));
}

/** Motes of dust or pollen floating in warm light. */
export function motes(c: Ctx, count: number, x0: number, y0: number, x1: number, y1: number, color = '#fff3c8'): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(x0, x1) + wave(c.t, 1, c.rng.next()) * 20;
    const y = c.rng.range(y0, y1) + wave(c.t, 1, c.rng.next()) * 14;
    out.push(circle(x, y, c.rng.range(1.2, 2.6), color, { 'fill-opacity': 0.55 }));
  }
  c.s.add(g(out));
}

/** Falling rain streaks (for monsoon scenes); each streak falls a whole number of screens per loop. */
export function rain(c: Ctx, count: number, color = '#e6eef2'): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(-50, c.w + 50);
    const y = cycle(c.t, c.rng.int(3, 5), c.rng.next()) * (c.h + 80) - 40;
    out.push(line(x, y, x - 6, y + 28, color, 1.4, { 'stroke-opacity': 0.45 }));
  }
  c.s.add(g(out));
}

/** Soft radial glow (lamp light, firelight, light spill); ry lets it flatten onto the ground. */
export function glow(c: Ctx, x: number, y: number, r: number, color: string, alpha: number, ry = r): void {
  const fill = c.s.radial(
    [
      [0, color, alpha],
      [0.4, color, alpha * 0.45],
      [1, color, 0],
    ],
    0.5,
    0.5,
    0.5,
    true,
  );
  c.s.add(ellipse(x, y, r, ry, fill));
}
