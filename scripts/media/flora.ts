/** Trees and crops, drawn around their base point so scenes can place and scale them. */
import { far, mix, shade, type Sky, C } from './palette.ts';
import { wave, type Rng } from './rng.ts';
import { at, circle, ellipse, g, line, path, rect, type Ctx } from './svg.ts';

export type TreeKind = 'round' | 'mango' | 'banyan' | 'palm' | 'orange' | 'ashoka' | 'babul';

export interface TreeOpts {
  kind: TreeKind;
  sk: Sky;
  depth?: number;
  leaf?: string;
  fruit?: number;
  /** Sway angle in degrees (for clips). */
  sway?: number;
}

/** Canopy blob of circles around (0, cy) with highlight and shadow layers. */
function canopy(rng: Rng, cy: number, rx: number, ry: number, leaf: string, count: number): string[] {
  const out: string[] = [];
  const layers: Array<[string, number, number]> = [
    [shade(leaf, 0.8), 0.08, 1],
    [leaf, -0.04, 0.92],
    [shade(leaf, 1.12), -0.16, 0.6],
  ];
  for (const [col, dy, shrink] of layers) {
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rng.range(-0.3, 0.3);
      const r = Math.min(rx, ry) * rng.range(0.42, 0.6) * shrink;
      const x = Math.cos(a) * (rx - r) * 0.9 * shrink - (shrink < 1 ? rx * 0.12 : 0);
      const y = cy + Math.sin(a) * (ry - r) * 0.9 * shrink + dy * ry;
      out.push(circle(x, y, r, col));
    }
    out.push(ellipse(-(1 - shrink) * rx * 0.3, cy + dy * ry, rx * 0.7 * shrink, ry * 0.68 * shrink, col));
  }
  return out;
}

/** A tree whose trunk base is at (x, y), total height h. */
export function tree(c: Ctx, x: number, y: number, h: number, o: TreeOpts): string {
  const d = o.depth ?? 0;
  const leaf = far(o.leaf ?? (o.kind === 'mango' ? '#3f6e2c' : o.kind === 'orange' ? '#4c7a33' : C.leaf), o.sk, d);
  const bark = far(C.wood, o.sk, d);
  const rng = c.rng;
  const parts: string[] = [];
  const sway = `rotate(${Math.round((o.sway ?? 0) * 100) / 100} 0 ${-h * 0.4})`;
  if (o.kind === 'palm') {
    const lean = rng.range(-0.18, 0.18) * h;
    parts.push(
      path(`M-5 0Q${lean * 0.3} ${-h * 0.5} ${lean} ${-h}L${lean + 6} ${-h}Q${lean * 0.3 + 9} ${-h * 0.5} 6 0Z`, bark),
    );
    const fronds: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2 + 0.3;
      const len = h * rng.range(0.32, 0.42);
      const ex = Math.cos(a) * len;
      const ey = Math.sin(a) * len * 0.45 + len * 0.25;
      fronds.push(
        path(
          `M0 0Q${ex * 0.5} ${ey - len * 0.45} ${ex} ${ey}Q${ex * 0.45} ${ey - len * 0.28} 0 4Z`,
          i % 2 ? leaf : shade(leaf, 0.85),
        ),
      );
    }
    fronds.push(circle(-5, 8, h * 0.03, far(C.olive, o.sk, d)), circle(6, 9, h * 0.03, far(C.olive, o.sk, d)));
    parts.push(
      g(fronds, { transform: `translate(${Math.round(lean)} ${Math.round(-h)}) rotate(${(o.sway ?? 0) * 2})` }),
    );
    return at(x, y, 1, parts);
  }
  const trunkH = o.kind === 'babul' ? h * 0.6 : o.kind === 'ashoka' ? h * 0.25 : h * 0.48;
  const tw = h * (o.kind === 'banyan' ? 0.12 : 0.06);
  parts.push(path(`M${-tw} 0L${-tw * 0.55} ${-trunkH}L${tw * 0.55} ${-trunkH}L${tw} 0Z`, bark));
  const crown: string[] = [];
  if (o.kind === 'babul') {
    crown.push(
      line(0, -trunkH, -h * 0.25, -h * 0.82, bark, tw * 0.6),
      line(0, -trunkH, h * 0.22, -h * 0.85, bark, tw * 0.6),
    );
    crown.push(
      ellipse(0, -h * 0.86, h * 0.5, h * 0.1, shade(leaf, 0.85)),
      ellipse(-h * 0.05, -h * 0.9, h * 0.42, h * 0.08, leaf),
    );
  } else if (o.kind === 'ashoka') {
    crown.push(
      ellipse(0, -h * 0.6, h * 0.16, h * 0.42, shade(leaf, 0.85)),
      ellipse(-h * 0.03, -h * 0.63, h * 0.11, h * 0.36, leaf),
    );
  } else {
    const [rx, ry, cy] =
      o.kind === 'banyan'
        ? [h * 0.75, h * 0.36, -h * 0.66]
        : o.kind === 'mango'
          ? [h * 0.5, h * 0.4, -h * 0.58]
          : [h * 0.34, h * 0.34, -h * 0.64];
    crown.push(...canopy(rng, cy, rx, ry, leaf, o.kind === 'banyan' ? 9 : 7));
    if (o.kind === 'banyan')
      for (let i = 0; i < 7; i++) {
        const rxp = rng.range(-rx * 0.8, rx * 0.8);
        crown.push(line(rxp, cy + ry * 0.5, rxp + rng.range(-4, 4), -rng.range(0, h * 0.1), shade(bark, 1.1), 2));
      }
    const fruitCol = o.kind === 'orange' ? C.orange : o.kind === 'mango' ? C.mango : C.mangoRed;
    for (let i = 0; i < (o.fruit ?? 0); i++) {
      const a = rng.range(0, Math.PI * 2);
      const rr = Math.sqrt(rng.next()) * 0.85;
      const fx = Math.cos(a) * rx * rr;
      const fy = cy + Math.sin(a) * ry * rr;
      const mangoCol = rng.pick(['#e9c23a', '#f3a534', '#9cb83e', '#e06a2c']);
      crown.push(
        o.kind === 'mango'
          ? ellipse(fx, fy, h * 0.02, h * 0.034, far(mangoCol, o.sk, d), {
              transform: `rotate(${Math.round(rng.range(-25, 25))} ${Math.round(fx)} ${Math.round(fy)})`,
            })
          : circle(fx, fy, h * 0.025, far(fruitCol, o.sk, d)),
      );
    }
  }
  parts.push(g(crown, { transform: sway }));
  return at(x, y, 1, parts);
}

/** Sugarcane: dense tall stalks with arching leaves that sway. */
export function cane(c: Ctx, sk: Sky, x0: number, x1: number, y: number, h: number, depth = 0, gap = 9): void {
  const out: string[] = [];
  const stalk = far('#8a9a3a', sk, depth);
  for (let x = x0; x < x1; x += gap * c.rng.range(0.6, 1.3)) {
    const hh = h * c.rng.range(0.8, 1.1);
    const s = wave(c.t, 1, x * 0.0017) * hh * 0.05;
    const leaf = far(c.rng.pick([C.cane, C.leaf, '#86ad48']), sk, depth);
    out.push(
      path(`M${x} ${y}Q${x + s * 0.3} ${y - hh * 0.5} ${x + s} ${y - hh}`, 'none', {
        stroke: stalk,
        'stroke-width': Math.max(1, h * 0.018),
      }),
    );
    for (let k = 0; k < 3; k++) {
      const ly = y - hh * (0.55 + k * 0.16);
      const dir = k % 2 ? 1 : -1;
      const lx = x + s * (0.55 + k * 0.16);
      out.push(
        path(
          `M${lx} ${ly}Q${lx + dir * hh * 0.25} ${ly - hh * 0.2} ${lx + dir * hh * 0.38 + s} ${ly + hh * 0.06}`,
          'none',
          { stroke: leaf, 'stroke-width': Math.max(1.2, h * 0.025), 'stroke-linecap': 'round' },
        ),
      );
    }
  }
  c.s.add(g(out));
}

/** Short crop tufts (paddy, wheat, seedlings) scattered along a row. */
export function tufts(c: Ctx, x0: number, x1: number, y: number, h: number, color: string, gap = 14): string {
  const out: string[] = [];
  for (let x = x0; x < x1; x += gap * c.rng.range(0.7, 1.3)) {
    const s = wave(c.t, 1, x * 0.003) * h * 0.12;
    out.push(
      path(
        `M${x} ${y}L${x - h * 0.35 + s} ${y - h * 0.8}M${x} ${y}L${x + s} ${y - h}M${x} ${y}L${x + h * 0.35 + s} ${y - h * 0.75}`,
        'none',
        { stroke: color, 'stroke-width': Math.max(1, h * 0.12), 'stroke-linecap': 'round' },
      ),
    );
  }
  return g(out);
}

/** Banana plant: pseudostem with large paddle leaves and an optional hanging bunch. */
export function banana(x: number, y: number, h: number, sk: Sky, rng: Rng, sway = 0, depth = 0, bunch = true): string {
  const leaf = far(C.banana, sk, depth);
  const out: string[] = [rect(-h * 0.04, -h * 0.55, h * 0.08, h * 0.55, far('#8d9a4a', sk, depth))];
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.42 + rng.range(-0.1, 0.1);
    const len = h * rng.range(0.45, 0.6);
    const [dx, dy] = [Math.cos(a), Math.sin(a)];
    const droop = Math.abs(i - 3) * len * 0.18;
    const [ex, ey] = [dx * len, dy * len + droop - h * 0.55];
    const [mx, my] = [dx * len * 0.5, dy * len * 0.5 - h * 0.55 + droop * 0.2];
    const wd = len * 0.24;
    const col = i % 2 ? leaf : shade(leaf, 0.84);
    out.push(
      path(
        `M0 ${-h * 0.55}Q${mx - dy * wd * 2} ${my + dx * wd * 2} ${ex} ${ey}Q${mx + dy * wd * 2} ${my - dx * wd * 2} 0 ${-h * 0.55}Z`,
        col,
      ),
    );
    out.push(
      path(`M0 ${-h * 0.55}Q${mx} ${my} ${ex} ${ey}`, 'none', {
        stroke: shade(leaf, 1.25),
        'stroke-width': Math.max(0.8, h * 0.008),
      }),
    );
  }
  if (bunch) {
    out.push(
      path(`M${h * 0.03} ${-h * 0.5}Q${h * 0.16} ${-h * 0.45} ${h * 0.14} ${-h * 0.3}`, 'none', {
        stroke: far('#6b7a2a', sk, depth),
        'stroke-width': h * 0.015,
      }),
    );
    out.push(
      ellipse(h * 0.14, -h * 0.34, h * 0.05, h * 0.08, far('#9fb04a', sk, depth)),
      ellipse(h * 0.14, -h * 0.25, h * 0.02, h * 0.035, far('#7c2f4b', sk, depth)),
    );
  }
  return g(out, { transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(sway * 100) / 100})` });
}

/** Cotton bush with white bolls. */
export function cottonBush(x: number, y: number, s: number, sk: Sky, rng: Rng, depth = 0): string {
  const out: string[] = [
    ellipse(0, -s * 0.45, s * 0.55, s * 0.45, far('#4f6e34', sk, depth)),
    ellipse(-s * 0.1, -s * 0.55, s * 0.4, s * 0.32, far('#5f8040', sk, depth)),
  ];
  for (let i = 0; i < 6; i++)
    out.push(
      circle(
        rng.range(-s * 0.45, s * 0.45),
        -s * rng.range(0.25, 0.9),
        s * rng.range(0.08, 0.13),
        far(C.cotton, sk, depth * 0.6),
      ),
    );
  return at(x, y, 1, out);
}

/** Vine row segment: trellis wire with leafy band and grape bunches. */
export function vineRow(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  h0: number,
  h1: number,
  sk: Sky,
  rng: Rng,
  depth = 0,
): string {
  const leaf = far('#5c8a36', sk, depth);
  const out: string[] = [path(`M${x0} ${y0}L${x1} ${y1}L${x1} ${y1 - h1}L${x0} ${y0 - h0}Z`, leaf)];
  out.push(
    path(`M${x0} ${y0 - h0}L${x1} ${y1 - h1}L${x1} ${y1 - h1 * 1.12}L${x0} ${y0 - h0 * 1.12}Z`, shade(leaf, 1.15)),
  );
  for (let i = 0; i < 14; i++) {
    const t = rng.next();
    const x = x0 + (x1 - x0) * t;
    const hh = h0 + (h1 - h0) * t;
    const y = y0 + (y1 - y0) * t - hh * rng.range(0.2, 0.55);
    out.push(ellipse(x, y, hh * 0.07, hh * 0.12, far(C.grape, sk, depth)));
  }
  for (let i = 0; i <= 4; i++) {
    const t = i / 4;
    out.push(
      line(
        x0 + (x1 - x0) * t,
        y0 + (y1 - y0) * t,
        x0 + (x1 - x0) * t,
        y0 + (y1 - y0) * t - (h0 + (h1 - h0) * t) * 1.15,
        far(C.wood, sk, depth),
        1 + (h0 + (h1 - h0) * t) * 0.03,
      ),
    );
  }
  return g(out);
}

/** Grass tufts scattered over a band (loop-safe sway). */
export function grass(c: Ctx, sk: Sky, y0: number, y1: number, count: number, color: string = C.leafDark): void {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = c.rng.range(y0, y1);
    const k = 0.4 + ((y - y0) / Math.max(1, y1 - y0)) * 0.8;
    const x = c.rng.range(-20, c.w);
    out.push(tufts(c, x, x + 1, y, 16 * k, mix(color, sk.haze, 0.1), 999));
  }
  c.s.add(g(out));
}

/** Overhanging mango branch entering from (x, y) towards dir (-1 left, 1 right), with leaf sprays and ripe fruit. */
export function mangoBranch(c: Ctx, x: number, y: number, len: number, dir: 1 | -1, sk: Sky, sway = 0): string {
  const bark = shade(C.wood, sk.light * 0.9);
  const out: string[] = [
    path(`M0 0Q${dir * len * 0.5} ${len * 0.02} ${dir * len} ${len * 0.22}`, 'none', {
      stroke: bark,
      'stroke-width': len * 0.035,
      'stroke-linecap': 'round',
    }),
  ];
  const leafCols = ['#2f5d2a', '#3f6e2c', '#4d7f33'].map((col) => shade(col, sk.light));
  const sprays: Array<[number, number]> = [];
  for (let i = 1; i <= 5; i++) {
    const t = i / 5;
    const bx = dir * len * t;
    const by = len * 0.22 * t * t;
    const tx = bx + dir * c.rng.range(0.05, 0.18) * len;
    const ty = by + c.rng.range(-0.2, 0.18) * len;
    out.push(line(bx, by, tx, ty, bark, len * 0.014));
    sprays.push([tx, ty], [bx, by]);
  }
  for (const [sx, sy] of sprays) {
    for (let k = 0; k < 11; k++) {
      const a = c.rng.range(0, 360);
      const l = len * c.rng.range(0.06, 0.1);
      const rad = (a * Math.PI) / 180;
      out.push(
        ellipse(sx + Math.cos(rad) * l, sy + Math.sin(rad) * l, l, l * 0.26, c.rng.pick(leafCols), {
          transform: `rotate(${Math.round(a)} ${Math.round(sx + Math.cos(rad) * l)} ${Math.round(sy + Math.sin(rad) * l)})`,
        }),
      );
    }
  }
  for (let i = 0; i < 8; i++) {
    const [sx, sy] = c.rng.pick(sprays);
    const hang = len * c.rng.range(0.04, 0.12);
    const fx = sx + c.rng.range(-len * 0.05, len * 0.05);
    const r = len * 0.03;
    out.push(
      line(sx, sy, fx, sy + hang, bark, 2),
      ellipse(fx, sy + hang + r * 1.3, r, r * 1.4, shade(C.mango, sk.light)),
      ellipse(fx - r * 0.35, sy + hang + r * 1.0, r * 0.55, r * 0.8, shade(C.mangoRed, sk.light), { opacity: 0.8 }),
    );
  }
  return g(out, { transform: `translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(sway * 100) / 100})` });
}
