/** Sky layer building blocks: gradients, sun, moon, stars, the Milky Way, clouds and birds. */
import { mix, type Sky } from './palette.ts';
import { cycle, wave } from './rng.ts';
import { at, circle, ellipse, g, path, rect, type Ctx } from './svg.ts';

/** Sky gradient filling the canvas down to the horizon (and a bit below, hidden by land). */
export function sky(c: Ctx, sk: Sky, horizon: number): void {
  const fill = c.s.linear([
    [0, sk.top],
    [0.62, sk.mid],
    [1, sk.bottom],
  ]);
  c.s.add(rect(0, 0, c.w, horizon + 40, fill));
}

/** Sun (or moon) disc with a soft halo; pulse in [0, 1] gently breathes the halo for clips. */
export function sun(c: Ctx, x: number, y: number, r: number, sk: Sky, pulse = 0): void {
  const halo = c.s.radial(
    [
      [0, sk.disc, 0.85],
      [0.25, sk.disc, 0.35 + 0.05 * pulse],
      [1, sk.disc, 0],
    ],
    x,
    y,
    r * (5.5 + 0.3 * pulse),
  );
  c.s.add(circle(x, y, r * 6, halo), circle(x, y, r, sk.disc));
}

export function moon(c: Ctx, x: number, y: number, r: number, _sk?: Sky): void {
  const halo = c.s.radial(
    [
      [0, '#fff8e0', 0.35],
      [1, '#fff8e0', 0],
    ],
    x,
    y,
    r * 4,
  );
  const crescent = `M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r * 0.62} ${r} 0 1 1 ${x} ${y - r}Z`;
  c.s.add(circle(x, y, r * 4, halo), path(crescent, '#f6f0d8', { transform: `rotate(-25 ${x} ${y})` }));
}

/** Scattered stars above maxY; each twinkles a whole number of times per loop. */
export function stars(c: Ctx, count: number, maxY: number): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(0, c.w);
    const y = Math.pow(c.rng.next(), 1.4) * maxY;
    const r = c.rng.chance(0.08) ? c.rng.range(1.6, 2.4) : c.rng.range(0.5, 1.3);
    const k = c.rng.int(1, 3);
    const ph = c.rng.next();
    const o = c.rng.range(0.45, 1) * (0.78 + 0.22 * wave(c.t, k, ph));
    out.push(circle(x, y, r, i % 7 === 0 ? '#ffe9c4' : '#f4f6ff', { 'fill-opacity': Math.round(o * 100) / 100 }));
  }
  c.s.add(g(out));
}

/** Soft-edged ellipse: a radial gradient instead of a blur filter (librsvg blurs are slow). */
export function haze(c: Ctx, cx: number, cy: number, rx: number, ry: number, color: string, alpha: number): string {
  const fill = c.s.radial(
    [
      [0, color, alpha],
      [0.5, color, alpha * 0.6],
      [1, color, 0],
    ],
    0.5,
    0.5,
    0.5,
    true,
  );
  return ellipse(cx, cy, rx, ry, fill);
}

/** A clearly visible Milky Way band: diffuse glow, warm core, star clouds, dark dust lane and dense star field. */
export function milkyWay(c: Ctx, cx: number, cy: number, angle: number, len: number, wid: number): void {
  const parts: string[] = [
    haze(c, 0, 0, len * 0.62, wid * 2.2, '#7c84c0', 0.32),
    haze(c, 0, 0, len * 0.52, wid * 1.1, '#c9c3e6', 0.34),
  ];
  for (let i = 0; i < 11; i++) {
    const x = c.rng.range(-len * 0.42, len * 0.42);
    parts.push(
      haze(
        c,
        x,
        c.rng.range(-wid * 0.2, wid * 0.2),
        c.rng.range(wid * 0.9, wid * 2),
        wid * c.rng.range(0.45, 0.8),
        i % 3 === 0 ? '#f7d9b0' : '#e9e4ff',
        c.rng.range(0.16, 0.3),
      ),
    );
  }
  parts.push(haze(c, len * 0.08, 0, wid * 2.4, wid * 0.9, '#ffe2b8', 0.4));
  for (let i = 0; i <= 30; i++) {
    const x = -len * 0.4 + (len * 0.8 * i) / 30;
    const y = wid * 0.12 * Math.sin(i * 0.45) + c.rng.range(-wid * 0.03, wid * 0.03);
    parts.push(haze(c, x, y, len * 0.05, wid * c.rng.range(0.12, 0.2), '#0b1026', 0.32));
  }
  for (let i = 0; i < 900; i++) {
    const x = c.rng.range(-len * 0.5, len * 0.5);
    const spread = (c.rng.next() + c.rng.next() + c.rng.next() - 1.5) * wid * 0.9;
    const o = c.rng.range(0.35, 0.95) * (1 - Math.abs(x) / (len * 0.6));
    parts.push(circle(x, spread, c.rng.range(0.4, 1.1), '#fbf7ff', { 'fill-opacity': Math.round(o * 100) / 100 }));
  }
  c.s.add(g(parts, { transform: `translate(${cx} ${cy}) rotate(${angle})` }));
}

/** One flat cloud around its own origin (bottom centre), width about 200 * k. */
export function cloud(x: number, y: number, k: number, color: string, opacity = 1): string {
  return at(
    x,
    y,
    k,
    [
      circle(-50, -22, 30, color),
      circle(-5, -40, 42, color),
      circle(45, -25, 32, color),
      circle(80, -10, 18, color),
      rect(-95, -22, 185, 22, color, { rx: 11 }),
    ],
    { opacity: Math.round(opacity * 100) / 100 },
  );
}

/**
 * Clouds that drift right and fade in and out over the loop, so clip frames wrap seamlessly.
 * Drift is `span` units per cycle; clouds are spread across [y0, y1].
 */
export function clouds(c: Ctx, sk: Sky, count: number, y0: number, y1: number, span = 90, alpha = 0.9): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x0 = ((i + c.rng.range(0.1, 0.9)) / count) * c.w;
    const y = c.rng.range(y0, y1);
    const k = c.rng.range(0.45, 1.1) * (0.6 + ((y - y0) / Math.max(1, y1 - y0)) * 0.2 + 0.3);
    const ph = c.rng.next();
    const life = cycle(c.t, 1, ph);
    const env = Math.min(1, Math.sin(Math.PI * life) * 2.2);
    out.push(cloud(x0 + (life - 0.5) * span, y, k, mix(sk.cloud, sk.mid, 0.15), alpha * env));
  }
  c.s.add(g(out));
}

/** Small flapping birds crossing a region; each bird fades at its lifecycle ends. */
export function birds(c: Ctx, count: number, x0: number, y0: number, spread: number, color: string): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const dx = c.rng.range(-spread, spread);
    const dy = c.rng.range(-spread * 0.35, spread * 0.35);
    const life = cycle(c.t, 1, c.rng.next() * 0.2);
    const flap = wave(c.t, 9, c.rng.next());
    const s = c.rng.range(7, 12);
    const x = x0 + dx + life * 160;
    const y = y0 + dy - life * 25;
    const o = Math.min(1, Math.sin(Math.PI * life) * 3);
    const wing = s * (0.25 + 0.45 * flap);
    out.push(
      path(
        `M${x - s} ${y - wing}Q${x - s / 2} ${y - wing * 0.3} ${x} ${y}Q${x + s / 2} ${y - wing * 0.3} ${x + s} ${y - wing}`,
        'none',
        { stroke: color, 'stroke-width': 2.2, 'stroke-linecap': 'round', 'stroke-opacity': Math.round(o * 100) / 100 },
      ),
    );
  }
  c.s.add(g(out));
}
