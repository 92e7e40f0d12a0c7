/** Ground building blocks: hills, Sahyadri mesas, striped fields, patchwork plots, rivers, roads and sea. */
import { far, mix, shade, type Sky } from './palette.ts';
import { wave } from './rng.ts';
import { g, line, n, path, poly, rect, smooth, type Ctx } from './svg.ts';

export type Pt = [number, number];
const PAD = 140;

/** Rolling ridge line across the canvas (plus padding for pans): base height minus amp * noise. */
export function ridge(c: Ctx, base: number, amp: number, waves = 3, step = 60): Pt[] {
  const comps = Array.from({ length: waves }, (_, i) => ({
    f: c.rng.range(0.6, 1.6) * (i + 1),
    p: c.rng.range(0, 6.3),
    a: 1 / (i + 1),
  }));
  const total = comps.reduce((s, k) => s + k.a, 0);
  const pts: Pt[] = [];
  for (let x = -PAD; x <= c.w + PAD; x += step) {
    const v = comps.reduce((s, k) => s + k.a * Math.sin((x / c.w) * Math.PI * k.f + k.p), 0) / total;
    pts.push([x, base - amp * (0.5 + 0.5 * v)]);
  }
  return pts;
}

/** Flat-topped basalt plateaus with stepped scarps, typical of the Sahyadri (Western Ghats). */
export function mesaRidge(c: Ctx, base: number, amp: number): Pt[] {
  const pts: Pt[] = [[-PAD, base - amp * 0.3]];
  let x = -PAD;
  while (x < c.w + PAD) {
    const top = base - amp * c.rng.range(0.45, 1);
    const rise = c.rng.range(40, 90);
    const steps = c.rng.int(1, 3);
    const prev = (pts[pts.length - 1] as Pt)[1];
    for (let s = 1; s <= steps; s++) {
      const y = prev + ((top - prev) * s) / steps;
      pts.push([x + (rise * (s - 0.6)) / steps, y], [x + (rise * s) / steps, y]);
    }
    x += rise + c.rng.range(90, 260);
    pts.push([x, top + c.rng.range(-4, 4)]);
    x += c.rng.range(70, 140);
    const valley = base - amp * c.rng.range(0.1, 0.35);
    pts.push([x, valley]);
    x += c.rng.range(40, 110);
    pts.push([x, valley + c.rng.range(-8, 8)]);
  }
  return pts;
}

const closeDown = (d: string, c: Ctx, pts: Pt[]): string =>
  `${d}L${n((pts[pts.length - 1] as Pt)[0])} ${c.h + 10}L${n((pts[0] as Pt)[0])} ${c.h + 10}Z`;

/** Filled hill from a ridge line, with a gentle vertical gradient. */
export function hill(c: Ctx, pts: Pt[], color: string, angular = false, dx = 0): string {
  const d = angular ? `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}` : smooth(pts);
  const fill = c.s.linear([
    [0, shade(color, 1.06)],
    [1, shade(color, 0.9)],
  ]);
  return path(closeDown(d, c, pts), fill, dx ? { transform: `translate(${n(dx)} 0)` } : {});
}

/** Distant ranges fading into the haze; returns nothing, draws `layers` hills between y0 (far) and y1. */
export function ranges(
  c: Ctx,
  sk: Sky,
  layers: number,
  y0: number,
  y1: number,
  color: string,
  opts: { mesa?: boolean; amp?: number; pan?: number; fade?: number } = {},
): void {
  for (let i = 0; i < layers; i++) {
    const depth = 1 - i / Math.max(1, layers);
    const base = y0 + ((y1 - y0) * i) / Math.max(1, layers - 1);
    const amp = (opts.amp ?? 140) * (0.6 + 0.4 * depth);
    const pts = opts.mesa && i < layers - 1 ? mesaRidge(c, base, amp) : ridge(c, base, amp * 0.7, 3);
    c.s.add(
      hill(
        c,
        pts,
        far(color, sk, (0.12 + depth * 0.55) * (opts.fade ?? 1)),
        opts.mesa && i < layers - 1,
        (opts.pan ?? 0) * (1 - depth),
      ),
    );
  }
}

/** Hill covered with curved crop stripes following its ridge (classic rolling farmland). */
export function stripedHill(
  c: Ctx,
  pts: Pt[],
  colors: readonly string[],
  bands: number,
  first = 18,
  grow = 1.18,
  dx = 0,
): string {
  const out: string[] = [];
  let off = 0;
  let step = first;
  for (let i = 0; i < bands; i++) {
    const shifted = pts.map(([x, y]): Pt => [x, y + off + Math.sin(x / 210 + i) * off * 0.06]);
    out.push(path(closeDown(smooth(shifted), c, shifted), colors[i % colors.length] as string));
    off += step;
    step *= grow;
  }
  return g(out, dx ? { transform: `translate(${n(dx)} 0)` } : {});
}

/** Perspective patchwork of plots between the horizon and the bottom, with furrows and bunds. */
export function patchwork(
  c: Ctx,
  sk: Sky,
  horizon: number,
  colors: readonly string[],
  opts: { vpX?: number; rows?: number; cols?: number; bottom?: number } = {},
): void {
  const vpX = opts.vpX ?? c.w / 2;
  const rows = opts.rows ?? 6;
  const cols = opts.cols ?? 9;
  const bottom = opts.bottom ?? c.h;
  const span = bottom - horizon;
  const ys = Array.from({ length: rows + 1 }, (_, i) => horizon + span * Math.pow(i / rows, 1.7));
  const xb = Array.from(
    { length: cols + 1 },
    (_, i) => -c.w * 1.6 + (c.w * 4.2 * (i + (i > 0 && i < cols ? c.rng.range(-0.25, 0.25) : 0))) / cols,
  );
  const xAt = (b: number, y: number): number => vpX + (b - vpX) * ((y - horizon) / span);
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const [ya, yb] = [ys[r] as number, ys[r + 1] as number];
    const depth = 1 - (r + 0.5) / rows;
    for (let k = 0; k < cols; k++) {
      const [b0, b1] = [xb[k] as number, xb[k + 1] as number];
      const base = far(shade(c.rng.pick(colors), c.rng.range(0.92, 1.08)), sk, depth * 0.45);
      const quad: Pt[] = [
        [xAt(b0, ya), ya],
        [xAt(b1, ya), ya],
        [xAt(b1, yb), yb],
        [xAt(b0, yb), yb],
      ];
      out.push(poly(quad, base));
      const furrows = c.rng.int(0, 2);
      const dark = shade(base, 0.84);
      if (furrows === 1) {
        for (let f = 1; f < 9; f++) {
          const bb = b0 + ((b1 - b0) * f) / 9;
          out.push(line(xAt(bb, ya), ya, xAt(bb, yb), yb, dark, 0.6 + 2.4 * (1 - depth)));
        }
      } else if (furrows === 2) {
        for (let f = 1; f < 6; f++) {
          const y = ya + ((yb - ya) * f) / 6;
          out.push(line(xAt(b0, y), y, xAt(b1, y), y, dark, 0.5 + 2 * (1 - depth)));
        }
      }
    }
    out.push(
      line(-PAD, ya, c.w + PAD, ya, mix(colors[0] as string, '#3a2a18', 0.5), 1 + 3 * (1 - depth), {
        'stroke-opacity': 0.5,
      }),
    );
  }
  c.s.add(g(out));
}

/** Ribbon polygon along a centre line with width growing from w0 to w1 (rivers, lanes). */
export function ribbon(pts: Pt[], w0: number, w1: number): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  pts.forEach(([x, y], i) => {
    const [px, py] = pts[Math.max(0, i - 1)] as Pt;
    const [qx, qy] = pts[Math.min(pts.length - 1, i + 1)] as Pt;
    const len = Math.hypot(qx - px, qy - py) || 1;
    const [nx, ny] = [-(qy - py) / len, (qx - px) / len];
    const w = (w0 + ((w1 - w0) * i) / Math.max(1, pts.length - 1)) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  });
  return `${smooth(left)}L${smooth(right.toReversed()).slice(1)}Z`;
}

/** River with a soft gradient and shimmer lines that slide along (loop safe). */
export function river(c: Ctx, sk: Sky, pts: Pt[], w0: number, w1: number): void {
  const fill = c.s.linear([
    [0, mix(sk.bottom, '#7fb3c9', 0.5)],
    [1, shade('#4f8fae', sk.light)],
  ]);
  c.s.add(path(ribbon(pts, w0, w1), fill));
  const out: string[] = [];
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i] as Pt;
    const w = (w0 + ((w1 - w0) * i) / pts.length) * 0.25;
    const s = wave(c.t, 1, i * 0.37) * w * 0.3;
    out.push(
      line(x - w + s, y, x + w * 0.4 + s, y, mix(sk.disc, '#ffffff', 0.3), 1.5 + (i / pts.length) * 3, {
        'stroke-opacity': 0.55,
      }),
    );
  }
  c.s.add(g(out));
}

/** Sea from y to the bottom with animated wave dashes. */
export function sea(c: Ctx, sk: Sky, y: number, bottom = c.h): void {
  const fill = c.s.linear([
    [0, mix('#5fa6bd', sk.haze, 0.35)],
    [1, shade('#2f7a93', sk.light)],
  ]);
  const out: string[] = [rect(-PAD, y, c.w + 2 * PAD, bottom - y + 10, fill)];
  for (let i = 0; i < 46; i++) {
    const dy = Math.pow(c.rng.next(), 1.6) * (bottom - y);
    const len = 8 + (dy / (bottom - y)) * 50;
    const x = c.rng.range(0, c.w) + wave(c.t, 1, c.rng.next()) * 10;
    out.push(
      line(x, y + dy + 4, x + len, y + dy + 4, '#e8f4f4', 1 + (dy / (bottom - y)) * 2.5, { 'stroke-opacity': 0.55 }),
    );
  }
  c.s.add(g(out));
}

/** Height of a ridge line at x (linear between points). */
export function yAt(pts: Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1] as Pt;
    const [x1, y1] = pts[i] as Pt;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
  }
  return (pts[pts.length - 1] as Pt)[1];
}
