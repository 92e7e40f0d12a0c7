/** Crop landscapes: orchards, vineyards, paddy, sugarcane, cotton and banana plantations. */
import { backdrop, ground, treeLine } from './compose.ts';
import { glow, rain, smoke, steam } from './effects.ts';
import { bullock, cart, person } from './figures.ts';
import { banana, cane, cottonBush, tree, tufts, vineRow } from './flora.ts';
import { hill, patchwork, ribbon, ridge, yAt } from './land.ts';
import { basket, fruitPile } from './objects.ts';
import { C, far, mix, shade, type SkyName } from './palette.ts';
import { wave } from './rng.ts';
import { caves, farmhouse, fortWall, jaggeryPan } from './structures.ts';
import { at, g, line, path, poly, rect, type Scene } from './svg.ts';

/** Perspective orchard: tree rows converge on a grass path; optional pickers and baskets. */
export function orchard(o: {
  fruit: 'mango' | 'orange';
  sky: SkyName;
  people?: 'pick' | 'family' | 'walk' | 'group';
  crates?: boolean;
  hz?: number;
  ladder?: boolean;
}): Scene {
  return (c) => {
    const hz = o.hz ?? 430;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: o.sky === 'golden' ? [0.75, hz - 90, 40] : undefined,
      clouds: 4,
      hills: { layers: 2, color: '#5f7d68', amp: 80 },
    });
    const vpX = c.w * c.rng.range(0.42, 0.58);
    c.s.add(rect(-200, hz - 4, c.w + 400, c.h, far(o.fruit === 'mango' ? '#8aab4c' : '#9bb455', sk, 0.1)));
    c.s.add(
      path(
        ribbon(
          [
            [vpX, hz],
            [vpX + (c.w * 0.5 - vpX) * 0.5, hz + (c.h - hz) * 0.5],
            [c.w * 0.5, c.h + 40],
          ],
          6,
          c.w * 0.28,
        ),
        far('#c8b27a', sk, 0.05),
      ),
    );
    const items: Array<[number, string]> = [];
    const leaf = o.fruit === 'mango' ? '#3f6e2c' : '#4f7d34';
    for (const side of [-1, 1]) {
      for (let row = 1; row <= 3; row++) {
        const xb = c.w * 0.5 + side * c.w * ([0, 0.3, 0.62, 1.0][row] ?? 1);
        for (let s = 0.04; s < 1.2; s *= 1.55) {
          const y = hz + (c.h - hz) * s;
          const x = vpX + (xb - vpX) * s;
          const h = 560 * s;
          items.push([
            y,
            tree(c, x, y, h, {
              kind: o.fruit,
              sk,
              leaf,
              depth: Math.max(0, 0.4 - s * 0.5),
              fruit: Math.round(o.fruit === 'mango' ? 4 + 12 * s : 8 + 26 * s),
              sway: wave(c.t, 1, x * 0.001),
            }),
          ]);
        }
      }
    }
    items.sort((a, b) => a[0] - b[0]).forEach(([, svg]) => c.s.add(svg));
    const fruit = o.fruit === 'mango' ? C.mango : C.orange;
    if (o.ladder) {
      c.s.add(tree(c, c.w * 0.3, c.h + 40, 900, { kind: o.fruit, sk, leaf, fruit: 70, sway: wave(c.t, 1) * 0.5 }));
      c.s.add(
        g(
          [
            line(-40, 0, 10, -330, C.woodLight, 9),
            line(40, 0, 70, -330, C.woodLight, 9),
            ...Array.from({ length: 8 }, (_, i) =>
              line(-40 + i * 6.2, -i * 40 - 20, 40 + i * 3.8, -i * 40 - 20, C.woodLight, 6),
            ),
          ],
          { transform: `translate(${Math.round(c.w * 0.56)} ${c.h - 30})` },
        ),
      );
      c.s.add(
        at(
          c.w * 0.6,
          c.h - 250,
          2.2,
          person({ cloth: '#2f7f78', cloth2: '#f4efe2', head: 'pheta', garment: 'shirt', pose: 'pick' }),
        ),
        at(c.w * 0.8, c.h - 20, 1.7, basket(c.rng, 16, fruit)),
        at(c.w * 0.9, c.h - 30, 1.5, basket(c.rng, 14, fruit)),
      );
    }
    if (o.crates)
      for (let i = 0; i < 4; i++)
        c.s.add(
          at(c.w * (0.36 + i * 0.06), c.h - 40 - (i % 2) * 16, 1.5, [
            fruitPile(c.rng, 12, fruit),
            rect(-34, -30, 68, 30, '#c49a5c'),
            rect(-34, -30, 68, 5, '#a57b3f'),
            rect(-34, -14, 68, 3, '#a57b3f'),
          ]),
        );
    if (o.people === 'pick' || o.people === 'family') {
      c.s.add(
        at(
          c.w * 0.4,
          c.h - 20,
          2.5,
          person({ cloth: '#b04a32', cloth2: C.turmeric, head: 'bun', garment: 'saree', pose: 'pick' }),
        ),
      );
      c.s.add(
        at(
          c.w * 0.5,
          c.h - 24,
          2.4,
          person({ cloth: '#3b4a8a', cloth2: '#e9e2d2', head: 'short', garment: 'shirt', pose: 'hold' }),
        ),
        at(c.w * 0.545, c.h - 150, 1.4, basket(c.rng, 12, fruit)),
      );
    }
    if (o.people === 'family') {
      c.s.add(
        at(
          c.w * 0.6,
          c.h - 20,
          1.5,
          person({
            cloth: '#e2a72e',
            cloth2: '#2f7f78',
            head: 'braid',
            garment: 'kurta',
            pose: 'wave',
            swing: wave(c.t, 2),
          }),
        ),
        at(c.w * 0.67, c.h - 18, 1.3, person({ cloth: '#2f7f78', head: 'short', garment: 'shirt', pose: 'carry' })),
        at(c.w * 0.67 + 18, c.h - 148, 0.8, basket(c.rng, 8, fruit)),
      );
    }
    if (o.people === 'group')
      for (let i = 0; i < 7; i++) {
        const s = 0.3 + (i / 6) * 0.65;
        const y = hz + (c.h - hz) * s;
        const x = vpX + (c.w * 0.5 - vpX) * s + (i % 2 ? 1 : -1) * c.w * 0.05 * s;
        c.s.add(
          at(
            x,
            y,
            2.8 * s,
            person({
              cloth: c.rng.pick(['#3b4a8a', '#b04a32', '#2f7f78', '#e2a72e', '#f4efe2', '#6b3b6e']),
              cloth2: '#e9e2d2',
              head: c.rng.pick(['pheta', 'topi', 'short', 'bun'] as const),
              garment: c.rng.pick(['kurta', 'shirt', 'dhoti'] as const),
              pose: i === 6 ? 'point' : 'stand',
              swing: 0.5,
            }),
          ),
        );
      }
    if (o.people === 'walk')
      c.s.add(
        at(
          c.w * 0.47,
          c.h - 120,
          1.6,
          person({ cloth: '#f4efe2', cloth2: '#b04a32', head: 'pheta', garment: 'kurta', pose: 'point' }),
        ),
        at(
          c.w * 0.53,
          c.h - 110,
          1.5,
          person({ cloth: '#6b3b6e', cloth2: C.turmeric, head: 'braid', garment: 'saree' }),
        ),
        at(c.w * 0.58, c.h - 100, 1.1, person({ cloth: '#e2a72e', head: 'short', garment: 'shirt', pose: 'wave' })),
      );
  };
}

/** Vineyard rows converging towards Sahyadri mesas. */
export function vineyard(o: { sky: SkyName; picker?: boolean; fort?: boolean }): Scene {
  return (c) => {
    const hz = 470;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: o.sky === 'golden' ? [0.2, 360, 38] : [0.82, 150, 34],
      clouds: 3,
      hills: { layers: 3, color: '#6a7a6e', mesa: true, amp: 150 },
    });
    if (o.fort) {
      const fx = c.w * 0.72;
      c.s.add(
        path(
          `M${fx - 330} ${hz}L${fx - 170} ${hz - 190}L${fx - 130} ${hz - 230}L${fx + 140} ${hz - 230}L${fx + 200} ${hz - 170}L${fx + 360} ${hz}Z`,
          far('#4d6a4a', sk, 0.35),
        ),
        at(fx, hz - 226, 0.75, fortWall(sk, 360, 0.4, 4)),
      );
    }
    c.s.add(rect(-200, hz - 4, c.w + 400, c.h, far('#a0784e', sk, 0.1)));
    const vpX = c.w * 0.52;
    const rows = [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5].sort((a, b) => Math.abs(b) - Math.abs(a));
    for (const r of rows) {
      const xb = vpX + r * c.w * 0.2 - Math.sign(r) * c.w * 0.05;
      c.s.add(vineRow(vpX + (xb - vpX) * 0.03, hz + 3, xb, c.h + 30, 4, 190, sk, c.rng, 0.05));
    }
    if (o.picker)
      c.s.add(
        at(
          c.w * 0.55,
          c.h - 60,
          2.3,
          person({ cloth: '#d9607a', cloth2: '#f2d67a', head: 'scarf', garment: 'saree', pose: 'pick' }),
        ),
        at(c.w * 0.62, c.h - 40, 1.5, basket(c.rng, 14, C.grape)),
      );
  };
}

/** Monsoon paddy: flooded plots with seedlings, green hills with waterfalls; optional hill fort, palms, rain. */
export function paddy(o: {
  sky: SkyName;
  fort?: boolean;
  rain?: boolean;
  palms?: boolean;
  planters?: number;
  house?: boolean;
}): Scene {
  return (c) => {
    const hz = 430;
    const sk = backdrop(c, { sky: o.sky, horizon: hz, clouds: 5, hills: { layers: 1, color: '#5f7d6e', amp: 80 } });
    const big = ridge(c, 490, 150, 2, 50);
    if (o.fort) {
      const fx = c.w * 0.62;
      const top = 170;
      c.s.add(
        path(
          `M${fx - 520} 500L${fx - 260} ${top + 70}L${fx - 200} ${top}L${fx + 190} ${top}L${fx + 240} ${top + 60}L${fx + 560} 500Z`,
          far('#5b7f45', sk, 0.25),
        ),
      );
      c.s.add(
        path(
          `M${fx - 200} ${top}L${fx + 190} ${top}L${fx + 200} ${top + 40}L${fx - 210} ${top + 44}Z`,
          far('#7f7a5a', sk, 0.25),
        ),
      );
      for (let i = 0; i < 7; i++)
        c.s.add(
          path(`M${fx - 190 + i * 60} ${top + 44}l${-30 - i * 4} ${200 + (i % 3) * 40}`, 'none', {
            stroke: far('#4c6e3a', sk, 0.25),
            'stroke-width': 10,
            opacity: 0.6,
          }),
        );
      for (let i = 0; i < 40; i++) {
        const y = c.rng.range(top + 70, 470);
        const spread = 200 + ((y - top) / (500 - top)) * 320;
        c.s.add(
          tree(c, fx + c.rng.range(-spread, spread) * 0.9, y, c.rng.range(16, 28), { kind: 'round', sk, depth: 0.3 }),
        );
      }
      c.s.add(at(fx, top + 6, 0.9, fortWall(sk, 420, 0.3, 5)));
    }
    c.s.add(hill(c, big, far('#4f8a3c', sk, 0.2)));
    if (o.sky === 'monsoon')
      for (let i = 0; i < 4; i++) {
        const x = (0.15 + i * 0.22 + c.rng.range(-0.05, 0.05)) * c.w;
        const y = yAt(big, x) + 8;
        if (y < 430)
          c.s.add(
            path(
              `M${x} ${y}q8 ${(470 - y) * 0.4} -2 ${(470 - y) * 0.7}q6 ${(470 - y) * 0.2} 2 ${(470 - y) * 0.3}`,
              'none',
              { stroke: '#eef4f0', 'stroke-width': 4, opacity: 0.75 },
            ),
          );
      }
    const bands = 8;
    const waterTop = far(mix(sk.mid, '#b9d6d8', 0.5), sk, 0.05);
    const waterLow = far(mix(sk.top, '#7fa9b4', 0.5), sk, 0.05);
    for (let i = 0; i < bands; i++) {
      const y = 480 + (c.h - 480) * Math.pow(i / bands, 1.45);
      const y2 = 480 + (c.h - 480) * Math.pow((i + 1) / bands, 1.45);
      const [b1, b2] = [c.rng.range(-36, 36), c.rng.range(-36, 36)].map((b) => b * (0.3 + i / bands)) as [
        number,
        number,
      ];
      const edge = `M-200 ${y}C${c.w * 0.3} ${y + b1} ${c.w * 0.7} ${y + b2} ${c.w + 200} ${y}`;
      const type = i === 0 ? 'lush' : c.rng.pick(['water', 'young', 'young', 'lush'] as const);
      c.s.add(
        path(
          `${edge}L${c.w + 200} ${c.h + 10}L-200 ${c.h + 10}Z`,
          type === 'lush'
            ? far(C.paddy, sk, 0.1 * (1 - i / bands))
            : c.s.linear([
                [0, waterTop],
                [1, waterLow],
              ]),
        ),
      );
      const k = (y2 - y) / 60;
      const mid = (b1 + b2) * 0.35;
      if (type !== 'lush')
        for (let r = 0; r < 3; r++) {
          const x = c.rng.range(0, c.w);
          const yy = y + (y2 - y) * c.rng.range(0.3, 0.8) + mid;
          c.s.add(line(x, yy, x + 30 + 50 * k, yy, '#f4f8f6', 1 + k, { opacity: 0.45 }));
        }
      const rows = type === 'lush' ? 3 : type === 'young' ? 2 : 0;
      for (let r = 1; r <= rows; r++) {
        const yy = y + ((y2 - y) * r) / (rows + 1) + mid * (1 - r / (rows + 1)) + 4 * k;
        c.s.add(
          tufts(
            c,
            -40,
            c.w + 40,
            yy,
            (type === 'lush' ? 8 : 5) + (type === 'lush' ? 20 : 14) * k,
            far(shade(C.paddy, type === 'lush' ? 0.8 : 0.95), sk, 0.05),
            (type === 'lush' ? 6 : 12) + (type === 'lush' ? 14 : 26) * k,
          ),
        );
      }
      c.s.add(path(edge, 'none', { stroke: far('#7a8a45', sk, 0.05), 'stroke-width': 3 + i * 2.2 }));
    }
    if (o.house) c.s.add(at(c.w * 0.2, 540, 1.3, farmhouse(sk, 0.05)));
    if (o.palms)
      for (let i = 0; i < 4; i++)
        c.s.add(
          tree(c, c.w * (0.05 + i * 0.08) + c.rng.range(-20, 20), 560 + i * 8, c.rng.range(220, 300), {
            kind: 'palm',
            sk,
            depth: 0.1,
            sway: wave(c.t, 1, i * 0.2),
          }),
        );
    for (let i = 0; i < (o.planters ?? 0); i++)
      c.s.add(
        at(c.w * (0.3 + i * 0.14), 760 + i * 20, 1.6 + i * 0.1, [
          person({
            cloth: c.rng.pick(['#2f7f78', '#b04a32', '#6b3b6e']),
            cloth2: C.turmeric,
            head: 'scarf',
            garment: 'saree',
            pose: 'hold',
          }),
          path('M-22 -60Q0 -118 24 -60Q0 -78 -22 -60Z', '#8a6a3a'),
        ]),
      );
    if (o.rain) rain(c, 160);
  };
}

/** Sugarcane fields; `jaggery` brings the gurhal (jaggery shed) with its pan and steam to the front. */
export function sugarcane(o: { sky: SkyName; jaggery?: boolean; pans?: number }): Scene {
  return (c) => {
    const hz = 430;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.7, 200, 36],
      clouds: 4,
      hills: { layers: 2, color: '#617a6a', mesa: true, amp: 110 },
    });
    c.s.add(rect(-200, hz, c.w + 400, c.h, far('#6f8e3c', sk, 0.2)));
    cane(c, sk, -100, c.w + 100, 480, 60, 0.35, 7);
    cane(c, sk, -100, c.w + 100, 540, 110, 0.2, 9);
    if (!o.jaggery) cane(c, sk, -100, c.w * 0.35, 640, 200, 0.05, 12);
    ground(c, sk, 650, C.soilLight, -20, 0.05);
    if (o.jaggery) {
      c.s.add(
        poly(
          [
            [c.w * 0.1, 520],
            [c.w * 0.9, 520],
            [c.w * 0.98, 600],
            [c.w * 0.02, 600],
          ],
          shade('#c9a25a', sk.light),
        ),
        line(c.w * 0.12, 600, c.w * 0.12, 840, C.wood, 10),
        line(c.w * 0.88, 600, c.w * 0.88, 840, C.wood, 10),
      );
      const pans = o.pans ?? 1;
      for (let i = 0; i < pans; i++) {
        const x = c.w * (pans === 1 ? 0.5 : 0.3 + (i * 0.5) / (pans - 1));
        const k = pans === 1 ? 2.4 : 1.3;
        glow(c, x, 800, 180 * k, '#ff9a3a', 0.35);
        c.s.add(at(x, 860 - (pans === 1 ? 0 : 60), k, jaggeryPan(0.5 + 0.5 * wave(c.t, 3, i * 0.3))));
        steam(c, x - 120 * k * 0.7, x + 120 * k * 0.7, 860 - 100 * k - (pans === 1 ? 0 : 60), 140);
      }
      c.s.add(
        at(
          c.w * 0.22,
          880,
          2.2,
          person({ cloth: '#f4efe2', cloth2: '#c9622f', head: 'pheta', garment: 'dhoti', pose: 'hold' }),
        ),
        line(c.w * 0.22 + 50, 760, c.w * 0.33, 720, C.wood, 6),
      );
      for (let i = 0; i < 5; i++)
        c.s.add(
          at(
            c.w * (0.78 + (i % 3) * 0.04),
            880 - Math.floor(i / 3) * 40,
            1.3,
            rect(-28, -36, 56, 36, '#b5793a', { rx: 8 }),
          ),
        );
    } else {
      c.s.add(
        at(c.w * 0.55, 800, 1.8, [
          cart(0, null),
          g(
            Array.from({ length: 14 }, (_, i) =>
              line(
                -100 + (i % 7) * 4,
                -74 - Math.floor(i / 7) * 8 - (i % 3) * 4,
                20 - (i % 5) * 3,
                -78 - Math.floor(i / 7) * 8,
                i % 2 ? '#8a9a3a' : '#a3ad4a',
                6,
              ),
            ),
          ),
        ]),
        at(c.w * 0.55 + 160, 800, 1.6, bullock()),
      );
      c.s.add(
        at(c.w * 0.84, 690, 1.6, [
          rect(-90, -60, 150, 60, '#c98a5a'),
          poly(
            [
              [-100, -56],
              [70, -56],
              [50, -90],
              [-80, -90],
            ],
            '#c9a25a',
          ),
          rect(40, -170, 26, 170, '#9a4a2e'),
          rect(36, -176, 34, 10, '#7a3a22'),
        ]),
      );
      smoke(c, c.w * 0.84 + 53 * 1.6, 690 - 176 * 1.6, 2.2, '#d8d2ca');
    }
  };
}

/** Cotton rows on dark Deccan soil, optional cave cliff (Aurangabad) or pickers (Akola). */
export function cotton(o: { sky: SkyName; caves?: boolean; pickers?: boolean }): Scene {
  return (c) => {
    const hz = o.caves ? 520 : 460;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.25, hz - 130, 34],
      clouds: 4,
      hills: o.caves ? undefined : { layers: 1, color: '#7d8a72', amp: 50 },
    });
    if (o.caves) c.s.add(at(c.w * 0.5, hz + 12, 2.1, caves(sk, (c.w + 200) / 2.1, 0.15)));
    c.s.add(rect(-200, hz, c.w + 400, c.h, far('#4a3b33', sk, 0.1)));
    treeLine(c, sk, hz + 8, 9, ['babul', 'round'], 70, 0.35);
    for (let r = 0; r < 14; r++) {
      const s = Math.pow((r + 1) / 14, 1.7);
      const y = hz + (c.h - hz) * s;
      for (let x = -40 + (r % 2) * 30 * s; x < c.w + 40; x += 70 * s + 6)
        c.s.add(cottonBush(x + c.rng.range(-5, 5), y, 8 + 90 * s, sk, c.rng, Math.max(0, 0.3 - s)));
    }
    if (o.pickers)
      for (let i = 0; i < 3; i++)
        c.s.add(
          at(c.w * (0.25 + i * 0.22), 720 + i * 50, 1.7 + i * 0.25, [
            person({
              cloth: ['#d9607a', '#e2a72e', '#2f7f78'][i] ?? '#d9607a',
              cloth2: '#f4efe2',
              head: 'scarf',
              garment: 'saree',
              pose: i === 1 ? 'pick' : 'hold',
            }),
            path('M8 -60Q30 -40 20 -20Q4 -26 2 -50Z', '#f4efe2'),
          ]),
        );
  };
}

/** Khandesh banana plantation: dense rows of banana plants, a cart of green bunches. */
export function bananaFarm(o: { sky: SkyName }): Scene {
  return (c) => {
    const hz = 430;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.8, 190, 38],
      clouds: 4,
      hills: { layers: 2, color: '#6b7f72', amp: 90 },
    });
    c.s.add(rect(-200, hz, c.w + 400, c.h, far('#7c6a48', sk, 0.1)));
    patchwork(c, sk, hz, ['#7c6a48', '#8a7650'], { rows: 3, cols: 5, bottom: 520 });
    for (let r = 0; r < 6; r++) {
      const s = Math.pow((r + 1) / 6, 1.6);
      const y = hz + 30 + (c.h - hz) * s;
      for (let x = -60 + (r % 2) * 60 * s; x < c.w + 60; x += 150 * s + 20) {
        if (r > 3 && x > c.w * 0.35 && x < c.w * 0.75) continue;
        c.s.add(banana(x, y, 60 + 330 * s, sk, c.rng, wave(c.t, 1, x * 0.002) * 2, Math.max(0, 0.35 - s * 0.4)));
      }
    }
    c.s.add(
      at(c.w * 0.48, 860, 1.8, [
        cart(0, null),
        g(
          Array.from({ length: 8 }, (_, i) =>
            at(
              -90 + (i % 4) * 26,
              -84 - Math.floor(i / 4) * 18,
              1,
              path('M-12 0Q-14 -20 0 -24Q14 -20 12 0Z', '#8fb84a'),
            ),
          ),
        ),
      ]),
      at(c.w * 0.48 + 150, 860, 1.6, bullock('#d9d0bf')),
    );
  };
}
