/** Minimal SVG string builder: a document with defs, and small element helpers. */
import type { Rng } from './rng.ts';

/** Round for compact output. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export const path = (d: string, fill: string, a: Attrs = {}): string => el('path', { d, fill, ...a });
export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  a: Attrs = {},
): string => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...a });
export const poly = (pts: ReadonlyArray<readonly [number, number]>, fill: string, a: Attrs = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...a });
export const g = (inner: string | string[], a: Attrs = {}): string =>
  el('g', a, Array.isArray(inner) ? inner.join('') : inner);
/** Group translated to (x, y) and scaled by k: lets shapes be drawn around their own origin. */
export const at = (x: number, y: number, k: number, inner: string | string[], a: Attrs = {}): string =>
  g(inner, { transform: `translate(${n(x)} ${n(y)}) scale(${Math.round(k * 1000) / 1000})`, ...a });

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: ReadonlyArray<readonly [number, number]>): string {
  if (pts.length < 2) return '';
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] as readonly [number, number];
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0] ?? 0)} ${n(c1[1] ?? 0)} ${n(c2[0] ?? 0)} ${n(c2[1] ?? 0)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Svg {
  readonly w: number;
  readonly h: number;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;

  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Body position, to wrap everything drawn after it into one group later. */
  mark(): number {
    return this.body.length;
  }

  wrap(from: number, a: Attrs): void {
    const inner = this.body.splice(from);
    this.body.push(el('g', a, inner.join('')));
  }

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
  }

  /** Linear gradient in object bounding-box units; returns a fill reference. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Radial gradient in user space (absolute coordinates), or in the shape's box when box is true. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, box = false): string {
    const id = this.id('r');
    this.defs.push(
      el(
        'radialGradient',
        { id, cx, cy, r, gradientUnits: box ? 'objectBoundingBox' : 'userSpaceOnUse' },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** Clip path from raw shape markup; returns a clip-path reference. */
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }

  /** Serialise with the given output pixel size (the view box stays w x h). */
  toString(outW = this.w, outH = this.h): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${n(this.w)} ${n(this.h)}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/** What a scene draws into: canvas, seeded randomness and loop time t in [0, 1). */
export interface Ctx {
  s: Svg;
  rng: Rng;
  t: number;
  w: number;
  h: number;
}

export type Scene = (c: Ctx) => void;

/** Draw into a layer shifted horizontally by dx (parallax pans in clips). */
export function layer(c: Ctx, dx: number, draw: () => void): void {
  const m = c.s.mark();
  draw();
  if (Math.abs(dx) > 0.01) c.s.wrap(m, { transform: `translate(${n(dx)} 0)` });
}

/** Loop-safe pan offset in [0, amp]: eases out and back over one loop. */
export const pan = (t: number, amp: number): number => ((1 - Math.cos(2 * Math.PI * t)) / 2) * amp;

/** The same scene mirrored left to right (for a second, different-looking use of a composition). */
export function mirror(scene: Scene): Scene {
  return (c) => {
    const m = c.s.mark();
    scene(c);
    c.s.wrap(m, { transform: `translate(${n(c.w)} 0) scale(-1 1)` });
  };
}
