/** Regional landscapes: Konkan coast, sea fort, rivers, Sahyadri ranges, night skies and a golden path. */
import { backdrop, ground, treeLine } from './compose.ts';
import { glow } from './effects.ts';
import { person } from './figures.ts';
import { tree, tufts } from './flora.ts';
import { hill, patchwork, ranges, ribbon, ridge, river, sea } from './land.ts';
import { C, SKIES, far, mix, shade, type SkyName } from './palette.ts';
import { wave } from './rng.ts';
import { milkyWay, moon, sky, stars, sun } from './sky.ts';
import { farmhouse, fortWall, gurudwara, haystack, tent } from './structures.ts';
import { at, ellipse, g, line, path, rect, type Ctx, type Scene } from './svg.ts';

/** Konkan fishing boat with a slanted sail, about 160 units long. */
function boat(sail: string): string {
  return g([
    path('M-80 -20L80 -20L60 0L-64 0Z', '#6e4528'),
    path('M-80 -20L80 -20L76 -14L-78 -14Z', '#c9622f'),
    line(0, -20, 0, -120, '#4a3328', 3),
    path('M2 -116L62 -30L2 -30Z', sail),
  ]);
}

/** Ratnagiri: red laterite headland with mango trees, beach and sea; or Sindhudurg's sea fort and palms. */
export function coast(o: { sky: SkyName; fort?: boolean }): Scene {
  return (c) => {
    const hz = 420;
    const sk = backdrop(c, { sky: o.sky, horizon: hz, sun: [o.fort ? 0.3 : 0.78, hz - 110, 40], clouds: 5 });
    sea(c, sk, hz);
    if (o.fort) {
      const fx = c.w * 0.58;
      c.s.add(ellipse(fx, hz + 80, 320, 40, far('#5a524a', sk, 0.2)), at(fx, hz + 70, 1.3, fortWall(sk, 440, 0.2, 6)));
      c.s.add(
        path(
          `M-200 ${c.h - 190}Q${c.w * 0.5} ${c.h - 250} ${c.w + 200} ${c.h - 170}L${c.w + 200} ${c.h + 10}L-200 ${c.h + 10}Z`,
          far('#e8d2a6', sk, 0),
        ),
      );
      for (let i = 0; i < 6; i++)
        c.s.add(
          tree(
            c,
            c.w * (i < 3 ? 0.02 + i * 0.09 : 0.72 + (i - 3) * 0.11),
            c.h - 150 + (i % 2) * 40,
            c.rng.range(380, 520),
            { kind: 'palm', sk, sway: wave(c.t, 1, i * 0.17) * 1.5 },
          ),
        );
      c.s.add(at(c.w * 0.42, c.h - 120, 1.3, boat('#f4efe2')));
    } else {
      c.s.add(
        path(
          `M-200 ${hz + 40}L${c.w * 0.4} ${hz + 20}Q${c.w * 0.5} ${hz + 60} ${c.w * 0.46} ${hz + 180}L${c.w * 0.56} ${c.h + 10}L-200 ${c.h + 10}Z`,
          far('#b5573a', sk, 0.05),
        ),
      );
      c.s.add(
        path(
          `M${c.w * 0.4} ${hz + 20}Q${c.w * 0.5} ${hz + 60} ${c.w * 0.46} ${hz + 180}L${c.w * 0.56} ${c.h + 10}L${c.w * 0.5} ${c.h + 10}L${c.w * 0.42} ${hz + 190}Z`,
          far('#8f3f2a', sk, 0.05),
        ),
      );
      c.s.add(
        path(
          `M${c.w * 0.46} ${hz + 180}Q${c.w * 0.7} ${hz + 230} ${c.w + 200} ${hz + 260}L${c.w + 200} ${c.h + 10}L${c.w * 0.56} ${c.h + 10}Z`,
          far('#ecd7ad', sk, 0),
        ),
      );
      c.s.add(
        path(
          `M-200 ${hz + 40}L${c.w * 0.4} ${hz + 20}Q${c.w * 0.44} ${hz + 28} ${c.w * 0.46} ${hz + 44}L-200 ${hz + 70}Z`,
          far('#7d9a42', sk, 0.1),
        ),
      );
      c.s.add(
        at(c.w * 0.36, hz + 28, 0.9, [
          path('M-12 0L-8 -120L8 -120L12 0Z', '#f4efe2'),
          rect(-9, -90, 18, 14, '#c7302a'),
          rect(-9, -50, 18, 14, '#c7302a'),
          rect(-10, -136, 20, 16, '#fbe7a0'),
          path('M-12 -136L0 -150L12 -136Z', '#7c2f2b'),
        ]),
      );
      treeLine(c, sk, hz + 40, 8, ['mango'], 90, 0.15, [[c.w * 0.3, c.w * 2]]);
      treeLine(c, sk, hz + 150, 5, ['mango'], 200, 0.05, [[c.w * 0.4, c.w * 2]]);
      for (let i = 0; i < 3; i++)
        c.s.add(
          tree(c, c.w * (0.62 + i * 0.14), hz + 330 + i * 30, 300 + i * 40, {
            kind: 'palm',
            sk,
            sway: wave(c.t, 1, i * 0.3),
          }),
        );
      c.s.add(at(c.w * 0.8, hz + 80, 0.7, boat('#e9b52f')), at(c.w * 0.62, hz + 50, 0.45, boat('#f4efe2')));
    }
  };
}

/** River scenes: a broad river with a gurudwara on the far bank (Nanded), or a river winding through fields. */
export function riverScene(o: { sky: SkyName; gurudwara?: boolean }): Scene {
  return (c) => {
    const hz = o.gurudwara ? 480 : 400;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.72, hz - 140, 40],
      clouds: 4,
      hills: { layers: 2, color: '#6e7f72', amp: 70 },
    });
    if (o.gurudwara) {
      c.s.add(rect(-200, hz, c.w + 400, 60, far('#94a55a', sk, 0.2)));
      treeLine(c, sk, hz + 20, 12, ['round', 'ashoka', 'banyan'], 80, 0.3, [[c.w * 0.32, c.w * 0.62]]);
      c.s.add(at(c.w * 0.46, hz + 24, 1.25, gurudwara(sk, 0.1)));
      const water = c.s.linear([
        [0, mix(sk.bottom, '#8fb8c8', 0.5)],
        [1, shade('#3f7896', sk.light)],
      ]);
      c.s.add(rect(-200, hz + 30, c.w + 400, c.h, water));
      c.s.add(
        g(gurudwara(sk, 0.1), {
          transform: `translate(${Math.round(c.w * 0.46)} ${hz + 36}) scale(1.25 -0.9)`,
          opacity: 0.28,
        }),
      );
      for (let i = 0; i < 40; i++) {
        const x = c.rng.range(0, c.w);
        const y = c.rng.range(hz + 60, c.h - 100);
        c.s.add(line(x, y, x + 20 + (y - hz) * 0.1, y, '#eef6f6', 2, { opacity: 0.45 }));
      }
      for (let i = 0; i < 6; i++)
        c.s.add(rect(-200, c.h - 110 + i * 20, c.w + 400, 20, shade('#c9b79a', sk.light * (0.9 + (i % 2) * 0.08))));
      c.s.add(
        at(c.w * 0.2, c.h - 110, 1.5, person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'kurta' })),
        at(
          c.w * 0.26,
          c.h - 100,
          1.4,
          person({ cloth: '#3b4a8a', cloth2: '#e9e2d2', head: 'scarf', garment: 'saree' }),
        ),
      );
    } else {
      patchwork(c, sk, hz, ['#7fae4a', '#a7c466', '#c9a446', '#6a9a3e', '#b98a5c'], {
        rows: 6,
        cols: 10,
        vpX: c.w * 0.4,
      });
      river(
        c,
        sk,
        [
          [c.w * 0.45, hz],
          [c.w * 0.6, hz + 40],
          [c.w * 0.35, hz + 120],
          [c.w * 0.62, hz + 260],
          [c.w * 0.42, c.h + 60],
        ],
        10,
        380,
      );
      treeLine(c, sk, hz + 30, 10, ['round', 'mango', 'ashoka'], 60, 0.25);
      for (let i = 0; i < 5; i++)
        c.s.add(
          tree(c, c.w * (0.05 + i * 0.22), 640 + (i % 2) * 120, 170 + (i % 2) * 80, {
            kind: i % 2 ? 'banyan' : 'mango',
            sk,
            sway: wave(c.t, 1, i * 0.2),
          }),
        );
    }
  };
}

/** Sahyadri panorama: layered flat-topped ranges in mist, a green valley, waterfall and a small temple. */
export function sahyadri(o: { sky: SkyName; trekkers?: boolean }): Scene {
  return (c) => {
    const hz = 560;
    const sk = backdrop(c, { sky: o.sky, horizon: hz, sun: [0.22, 200, 40], clouds: 6 });
    ranges(c, sk, 3, 320, 470, '#3f7350', { mesa: true, amp: 210, fade: 0.7 });
    c.s.add(
      path(`M${c.w * 0.7} 330q10 60 -4 100q12 40 0 70`, 'none', {
        stroke: '#f2f6f2',
        'stroke-width': 6,
        opacity: 0.85,
      }),
    );
    c.s.add(
      rect(
        -200,
        430,
        c.w + 400,
        100,
        c.s.linear([
          [0, sk.haze, 0],
          [0.5, sk.haze, 0.3],
          [1, sk.haze, 0],
        ]),
      ),
    );
    const near = ridge(c, 690, 120, 2);
    c.s.add(hill(c, near, far('#5f8f3e', sk, 0.05)));
    treeLine(c, sk, 700, 14, ['round', 'mango', 'ashoka'], 90, 0.05);
    c.s.add(
      at(c.w * 0.55, 760, 1.2, [
        path('M-30 0L-30 -50L30 -50L30 0Z', '#efe4cc'),
        path('M-22 -50L0 -110L22 -50Z', '#e9d7b0'),
        line(0, -110, 0, -130, '#6e4528', 2),
        path('M0 -130L22 -124L0 -118Z', C.saffron),
      ]),
    );
    ground(c, sk, 800, '#4f7d34', -20);
    for (let i = 0; i < 260; i++) {
      const y = 800 + Math.pow(c.rng.next(), 0.8) * 110;
      c.s.add(
        ellipse(
          c.rng.range(0, c.w),
          y,
          2 + (y - 790) * 0.06,
          1.5 + (y - 790) * 0.04,
          c.rng.pick(['#d9607a', '#9a6ad0', '#f2d04a', '#f4efe2']),
        ),
      );
    }
    if (o.trekkers) {
      c.s.add(
        path(
          ribbon(
            [
              [c.w * 0.55, 760],
              [c.w * 0.4, 820],
              [c.w * 0.3, 910],
            ],
            10,
            120,
          ),
          '#b98a5c',
        ),
      );
      for (let i = 0; i < 5; i++)
        c.s.add(
          at(
            c.w * (0.52 - i * 0.05),
            770 + i * 24,
            0.9 + i * 0.12,
            person({
              cloth: ['#c7302a', '#e2a72e', '#2f7f78', '#3b4a8a', '#d9607a'][i] ?? '#c7302a',
              cloth2: '#2a2a2a',
              head: 'short',
              garment: 'shirt',
              pose: 'hold',
            }),
          ),
        );
    }
    c.s.add(tufts(c, -40, c.w + 40, 905, 30, shade(C.leafDark, 0.9), 14));
  };
}

/** Night over a farm: stars, the Milky Way band (angle in degrees), farmhouse or tents, optional stargazers. */
export function nightFarm(o: { band: number; tents?: boolean; gazers?: boolean; haystacks?: boolean }): Scene {
  return (c: Ctx) => {
    const sk = SKIES.night;
    const hz = 650;
    sky(c, sk, hz);
    stars(c, 420, hz);
    milkyWay(c, c.w * 0.5, hz * 0.42, o.band, c.w * 1.5, 120);
    if (o.gazers) moon(c, c.w * 0.12, 110, 18);
    ranges(c, sk, 2, 600, hz, '#1d2642', { amp: 90 });
    c.s.add(
      rect(
        -200,
        hz - 110,
        c.w + 400,
        130,
        c.s.linear([
          [0, '#5a5f8a', 0],
          [1, '#5a5f8a', 0.3],
        ]),
      ),
    );
    treeLine(c, sk, hz + 4, 12, ['round', 'ashoka', 'palm'], 70, 0.35);
    ground(c, sk, hz, '#3d5a48', -20, 0.2);
    for (let i = 0; i < 12; i++)
      c.s.add(
        path(`M${c.w * 0.5 + (i - 6) * 40} ${hz + 30}L${c.w * 0.5 + (i - 6) * 300} ${c.h + 10}`, 'none', {
          stroke: '#0e1712',
          'stroke-width': 2 + (i % 3),
          opacity: 0.5,
        }),
      );
    c.s.add(tree(c, c.w * 0.86, hz + 40, 340, { kind: 'banyan', sk, leaf: '#1c2b22' }));
    for (let x = c.w * 0.08; x < c.w * 0.55; x += 46) c.s.add(line(x, hz + 120, x, hz + 84, '#2a2420', 5));
    c.s.add(
      line(c.w * 0.06, hz + 96, c.w * 0.56, hz + 96, '#2a2420', 3),
      line(c.w * 0.06, hz + 110, c.w * 0.56, hz + 110, '#2a2420', 3),
    );
    if (o.tents) {
      glow(c, c.w * 0.35, hz + 110, 260, '#ffb44a', 0.3, 50);
      c.s.add(
        at(c.w * 0.3, hz + 120, 1.5, tent(sk, 0, '#c8b894', 0.9)),
        at(c.w * 0.46, hz + 100, 1.2, tent(sk, 0, '#b8a884', 0.8)),
      );
    } else {
      glow(c, c.w * 0.3, hz + 50, 260, '#ffb44a', 0.3, 60);
      c.s.add(at(c.w * 0.3, hz + 60, 1.3, farmhouse(sk, 0, 0.8)));
    }
    if (o.haystacks)
      c.s.add(at(c.w * 0.62, hz + 90, 1.3, haystack(sk, 0)), at(c.w * 0.7, hz + 110, 1.6, haystack(sk, 0)));
    if (o.gazers) {
      glow(c, c.w * 0.6, c.h - 70, 200, '#ff9a3a', 0.45, 70);
      c.s.add(
        at(c.w * 0.6, c.h - 60, 1, [path('M-30 0L30 0L0 -60Z', '#ffb347'), path('M-16 0L16 0L0 -34Z', '#ffe08a')]),
      );
      c.s.add(
        at(c.w * 0.45, c.h - 40, 1.7, person({ cloth: '#2d3550', skin: '#2e2322', head: 'short', pose: 'point' })),
        at(
          c.w * 0.74,
          c.h - 40,
          1.5,
          person({ cloth: '#3a2f40', skin: '#2e2322', head: 'bun', garment: 'saree', pose: 'wave' }),
        ),
        at(c.w * 0.8, c.h - 40, 1.1, person({ cloth: '#2a3040', skin: '#2e2322', head: 'short', pose: 'point' })),
      );
      c.s.add(
        g([
          line(c.w * 0.3, c.h - 40, c.w * 0.3 - 24, c.h - 150, '#1a1a22', 5),
          line(c.w * 0.3, c.h - 40, c.w * 0.3 + 24, c.h - 150, '#1a1a22', 5),
          line(c.w * 0.3 - 50, c.h - 200, c.w * 0.3 + 60, c.h - 140, '#2a2a35', 18),
        ]),
      );
    }
  };
}

/** Portrait: farm path under trees at golden hour, long shadows, sun low at the end of the lane. */
export function goldenPath(): Scene {
  return (c) => {
    const hz = 520;
    const sk = backdrop(c, { sky: 'golden', horizon: hz, hills: { layers: 2, color: '#8a7a6a', amp: 60 } });
    sun(c, c.w * 0.5, hz - 40, 40, sk);
    c.s.add(rect(-200, hz, c.w + 400, c.h, far('#9aa653', sk, 0.1)));
    c.s.add(
      path(
        ribbon(
          [
            [c.w * 0.5, hz],
            [c.w * 0.55, hz + 120],
            [c.w * 0.45, hz + 250],
            [c.w * 0.5, c.h + 40],
          ],
          8,
          c.w * 0.7,
        ),
        far('#d9b070', sk, 0),
      ),
    );
    const items: Array<[number, string]> = [];
    for (const side of [-1, 1])
      for (let s = 0.06; s < 1.1; s *= 1.5) {
        const y = hz + (c.h - hz) * s;
        const x = c.w * 0.5 + side * (40 + c.w * 0.62 * s);
        items.push([
          y,
          tree(c, x, y, 50 + 420 * s, {
            kind: s > 0.5 ? 'mango' : 'round',
            sk,
            depth: Math.max(0, 0.45 - s),
            sway: wave(c.t, 1, s),
          }),
        ]);
        items.push([y - 1, ellipse(x - side * 90 * s, y + 6, 200 * s, 18 * s, '#5a4026', { opacity: 0.25 })]);
      }
    items.sort((a, b) => a[0] - b[0]).forEach(([, svg]) => c.s.add(svg));
    c.s.add(
      at(c.w * 0.52, hz + 150, 0.8, person({ cloth: '#f4efe2', cloth2: '#b04a32', head: 'pheta', garment: 'dhoti' })),
      at(c.w * 0.55, hz + 148, 0.7, person({ cloth: '#b04a32', cloth2: C.turmeric, head: 'bun', garment: 'saree' })),
    );
    c.s.add(tufts(c, -40, c.w + 40, 905, 40, shade('#7a8a3a', 0.8), 12));
  };
}
