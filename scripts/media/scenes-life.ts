/** Farm-stay life: cart rides, tents, food, Warli walls, the well, courtyards, festivals and markets. */
import { backdrop, crowd, ground, treeLine } from './compose.ts';
import { diyaRow, warliMural } from './warli.ts';
import { smoke, stringLights } from './effects.ts';
import { bullock, cart, hen, person } from './figures.ts';
import { tree, tufts } from './flora.ts';
import { patchwork } from './land.ts';
import { board } from './objects.ts';
import { C, far, shade, type SkyName } from './palette.ts';
import { wave } from './rng.ts';
import { farmhouse, hut, tent, well } from './structures.ts';
import { at, circle, ellipse, g, line, path, poly, rect, type Scene } from './svg.ts';

/** Decorated bullock cart carrying visitors along a field track. */
export function cartRide(o: { sky: SkyName; flip?: boolean }): Scene {
  return (c) => {
    const hz = 470;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.15, 170, 36],
      clouds: 4,
      hills: { layers: 2, color: '#657c6c', mesa: true, amp: 110 },
    });
    patchwork(c, sk, hz, ['#9bb455', '#c9a446', '#7fae4a'], { rows: 3, cols: 7, bottom: 640 });
    treeLine(c, sk, hz + 10, 10, ['round', 'babul', 'mango'], 80, 0.25);
    ground(c, sk, 640, '#c7a36e', -10);
    c.s.add(tufts(c, -40, c.w + 40, 650, 26, far('#7a8a3a', sk, 0), 12));
    const body = [
      cart(0, '#d6543a'),
      at(-70, -70, 0.55, person({ cloth: '#e2a72e', head: 'braid', pose: 'wave', swing: 0.3 })),
      at(-44, -70, 0.6, person({ cloth: '#3b4a8a', head: 'short', pose: 'wave' })),
      at(-20, -70, 0.5, person({ cloth: '#d9607a', head: 'bun', pose: 'stand' })),
      at(6, -48, 0.55, person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'dhoti', pose: 'sit' })),
      at(160, 2, 0.9, bullock('#ece6d8', 0.2, '#c7302a', '#2f7f78')),
      at(180, -6, 0.85, bullock('#d9d0bf', 0.6, '#c7302a', '#c7302a')),
    ];
    c.s.add(
      g(body, {
        transform: o.flip
          ? `translate(${Math.round(c.w * 0.78)} 830) scale(-2.4 2.4)`
          : `translate(${Math.round(c.w * 0.24)} 830) scale(2.4)`,
      }),
    );
    c.s.add(tufts(c, -40, c.w + 40, 905, 36, shade(C.leafDark, 0.9), 12));
  };
}

/** Tents in the shade of big trees, string lights and a hammock. */
export function tentCamp(o: { sky: SkyName }): Scene {
  return (c) => {
    const hz = 480;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.5, 140, 34],
      clouds: 3,
      hills: { layers: 2, color: '#66806e', amp: 80 },
    });
    ground(c, sk, hz + 10, '#86a64a', -10, 0.1);
    c.s.add(
      tree(c, c.w * 0.15, 820, 620, { kind: 'banyan', sk }),
      tree(c, c.w * 0.85, 800, 560, { kind: 'mango', sk }),
    );
    c.s.add(ellipse(c.w * 0.5, 760, c.w * 0.6, 90, '#3d5a2a', { opacity: 0.25 }));
    stringLights(c, c.w * 0.18, 440, c.w * 0.82, 460, 50, 16);
    c.s.add(
      at(c.w * 0.3, 700, 1.5, tent(sk, 0, '#f2e8d4')),
      at(c.w * 0.55, 660, 1.2, tent(sk, 0.05, '#e6c79a')),
      at(c.w * 0.75, 740, 1.7, tent(sk, 0, '#efe2c6')),
    );
    c.s.add(
      path(`M${c.w * 0.08} 600Q${c.w * 0.2} 680 ${c.w * 0.3} 600`, 'none', { stroke: '#c9622f', 'stroke-width': 14 }),
      line(c.w * 0.08, 600, c.w * 0.12, 560, C.wood, 2),
      line(c.w * 0.3, 600, c.w * 0.28, 560, C.wood, 2),
    );
    c.s.add(
      at(c.w * 0.5, 860, 1.6, [
        ellipse(0, 0, 60, 14, '#6e4528'),
        rect(-6, -40, 12, 40, '#6e4528'),
        ellipse(0, -40, 50, 10, '#9a6a3f'),
      ]),
    );
    c.s.add(tufts(c, -40, c.w + 40, 905, 30, shade(C.leafDark, 0.9), 14));
  };
}

/** Warli: a painted mud wall under a thatch eave with a doorway, or a close-up of the mural. */
export function warliWall(o: { closeUp: boolean; artist?: boolean }): Scene {
  return (c) => {
    const wall = o.closeUp ? '#7a3b26' : '#8c4a2e';
    c.s.add(rect(0, 0, c.w, c.h, wall));
    if (o.closeUp) {
      c.s.add(warliMural(0, 0, c.w, c.h, c.rng));
      return;
    }
    c.s.add(warliMural(c.w * 0.04, c.h * 0.16, c.w * 0.66, c.h * 0.64, c.rng));
    c.s.add(
      path(
        `M${c.w * 0.74} ${c.h * 0.86}L${c.w * 0.74} ${c.h * 0.38}Q${c.w * 0.84} ${c.h * 0.3} ${c.w * 0.94} ${c.h * 0.38}L${c.w * 0.94} ${c.h * 0.86}Z`,
        '#3a2418',
      ),
      rect(c.w * 0.73, c.h * 0.36, 8, c.h * 0.5, '#5c3a24'),
    );
    c.s.add(
      poly(
        [
          [-20, 0],
          [c.w + 20, 0],
          [c.w + 20, c.h * 0.1],
          [-20, c.h * 0.14],
        ],
        '#c9a25a',
      ),
      path(`M-20 ${c.h * 0.14}L${c.w + 20} ${c.h * 0.1}`, 'none', { stroke: '#a8823f', 'stroke-width': 10 }),
    );
    c.s.add(rect(0, c.h * 0.86, c.w, c.h * 0.14, '#b9855a'), rect(0, c.h * 0.86, c.w, 10, '#9a6a40'));
    c.s.add(at(c.w * 0.84, c.h * 0.97, 1.8, hen()), at(c.w * 0.2, c.h * 0.97, 1.3, diyaRow(5)));
    if (o.artist)
      c.s.add(
        at(c.w * 0.52, c.h * 0.99, 3.3, [
          person({
            cloth: '#f4efe2',
            cloth2: '#c7302a',
            skin: '#5e3b28',
            head: 'bun',
            garment: 'saree',
            pose: 'point',
          }),
          line(34, -82, 44, -90, '#f4ece0', 2),
        ]),
        at(c.w * 0.36, c.h * 0.99, 1.4, [ellipse(0, 0, 26, 8, '#6e4528'), ellipse(0, -4, 20, 6, '#f4ece0')]),
      );
  };
}

/** Children at a farm workshop: by the village well, or planting seedlings in a school garden. */
export function kidsWorkshop(o: { variant: 'well' | 'garden'; sky: SkyName }): Scene {
  return (c) => {
    const hz = 480;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.85, 150, 34],
      clouds: 4,
      hills: { layers: 2, color: '#66806e', amp: 80 },
    });
    ground(c, sk, hz + 10, '#8fae4f', -10, 0.1);
    treeLine(c, sk, hz + 20, 8, ['round', 'mango', 'ashoka'], 90, 0.2, [[c.w * 0.1, c.w * 0.45]]);
    c.s.add(tree(c, c.w * 0.22, 700, 520, { kind: 'banyan', sk, sway: wave(c.t, 1) }));
    if (o.variant === 'well') {
      c.s.add(at(c.w * 0.62, 700, 2.2, well(sk)), at(c.w * 0.4, 720, 1.6, board()));
      c.s.add(
        at(
          c.w * 0.5,
          730,
          1.9,
          person({ cloth: '#2f7f78', cloth2: '#e2a72e', head: 'bun', garment: 'saree', pose: 'point' }),
        ),
      );
    } else {
      for (let r = 0; r < 3; r++)
        c.s.add(
          path(`M${c.w * 0.3} ${700 + r * 50}L${c.w * 0.95} ${690 + r * 50}`, 'none', {
            stroke: '#7a5234',
            'stroke-width': 20 + r * 6,
          }),
          tufts(c, c.w * 0.32, c.w * 0.94, 694 + r * 50, 18 + r * 4, C.leaf, 40),
        );
      c.s.add(
        at(
          c.w * 0.85,
          720,
          1.9,
          person({ cloth: '#b04a32', cloth2: '#f4efe2', head: 'short', garment: 'kurta', pose: 'point' }),
        ),
      );
    }
    const kids = ['#e2a72e', '#d9607a', '#3b4a8a', '#5e8c3a', '#c9622f', '#6b3b6e', '#2f7f78'];
    kids.forEach((col, i) => {
      const x = c.w * (0.28 + i * 0.1);
      const y = 840 + (i % 2) * 30;
      c.s.add(
        at(
          x,
          y,
          1.6,
          person({
            cloth: col,
            cloth2: '#f4efe2',
            head: i % 2 ? 'braid' : 'short',
            garment: i % 3 === 0 ? 'kurta' : 'shirt',
            pose: o.variant === 'garden' ? 'hold' : i % 3 === 1 ? 'wave' : 'stand',
            swing: wave(c.t, 2, i * 0.2),
          }),
        ),
      );
    });
    if (o.variant === 'garden')
      c.s.add(
        at(c.w * 0.32, 880, 1.4, [
          path('M-20 0L20 0L16 -30L-16 -30Z', '#3b7a9a'),
          path('M16 -24L40 -40', 'none', { stroke: '#3b7a9a', 'stroke-width': 5 }),
        ]),
      );
  };
}

/** Farm stay: a wada courtyard, a farmhouse lawn with guests, or a welcome at the homestay door. */
/** Farm stay: wada courtyard, lawn with guests, welcome at the door, a cottage, a photo shoot, or huts (hosts with garlands). */
export function farmStay(o: {
  variant: 'courtyard' | 'lawn' | 'welcome' | 'cottage' | 'photo' | 'huts';
  sky: SkyName;
}): Scene {
  return (c) => {
    if (o.variant === 'courtyard') {
      c.s.add(rect(0, 0, c.w, c.h, '#f0dfbd'), rect(0, 0, c.w, c.h * 0.16, '#b4532f'));
      for (let i = 0; i < 6; i++) c.s.add(line(0, c.h * 0.03 * i, c.w, c.h * 0.03 * i, '#8a3d22', 3));
      c.s.add(rect(0, c.h * 0.16, c.w, 16, '#6e4528'), rect(0, c.h * 0.68, c.w, c.h, '#d9b98a'));
      for (let i = 0; i < 7; i++)
        c.s.add(
          rect(c.w * (0.05 + i * 0.15), c.h * 0.17, 16, c.h * 0.51, '#6e4528'),
          rect(c.w * (0.05 + i * 0.15) - 6, c.h * 0.66, 28, 14, '#8a8070'),
        );
      c.s.add(
        rect(c.w * 0.42, c.h * 0.3, c.w * 0.16, c.h * 0.38, '#7a4a2a'),
        path(`M${c.w * 0.42} ${c.h * 0.3}Q${c.w * 0.5} ${c.h * 0.22} ${c.w * 0.58} ${c.h * 0.3}Z`, '#7a4a2a'),
        rect(c.w * 0.44, c.h * 0.32, c.w * 0.12, c.h * 0.36, '#3a2418'),
      );
      c.s.add(
        at(c.w * 0.5, c.h * 0.9, 1.6, [
          rect(-40, -70, 80, 70, '#e9d2a8'),
          rect(-46, -80, 92, 12, '#c9622f'),
          path('M0 -80Q-30 -110 -20 -130M0 -80Q0 -120 4 -140M0 -80Q30 -110 24 -126', 'none', {
            stroke: '#4f8a34',
            'stroke-width': 6,
          }),
          circle(0, -100, 18, '#5e8c3a'),
        ]),
      );
      c.s.add(
        at(
          c.w * 0.5,
          c.h * 0.96,
          1,
          g(
            Array.from({ length: 8 }, (_, i) =>
              circle(
                Math.cos(i * 0.785) * 70,
                Math.sin(i * 0.785) * 20,
                10,
                ['#d6336c', '#e9b52f', '#f4efe2', '#2f7f78'][i % 4] ?? '#d6336c',
              ),
            ),
          ),
        ),
      );
      c.s.add(
        at(c.w * 0.2, c.h * 0.86, 1.6, [
          rect(-80, -40, 160, 12, '#8a5a34'),
          line(-74, -28, -74, 0, '#6e4528', 6),
          line(74, -28, 74, 0, '#6e4528', 6),
          path('M-76 -40L76 -40', 'none', { stroke: '#e9d2a8', 'stroke-width': 6, 'stroke-dasharray': '6 4' }),
        ]),
      );
      c.s.add(
        at(
          c.w * 0.82,
          c.h * 0.88,
          2.4,
          person({ cloth: '#d9607a', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'hold' }),
        ),
        at(c.w * 0.2, c.h * 0.78, 1.2, hen()),
      );
      for (let i = 0; i < 5; i++)
        c.s.add(
          at(c.w * (0.13 + i * 0.15), c.h * 0.24, 1, [
            line(0, -30, 0, 0, '#6e4528', 2),
            path('M-16 0L16 0L10 20L-10 20Z', '#b5542a'),
            path('M-12 2Q-20 30 -10 44M12 2Q18 34 8 46', 'none', { stroke: '#4f8a34', 'stroke-width': 5 }),
          ]),
        );
      return;
    }
    const hz = 470;
    const v = o.variant;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.82, 160, 36],
      clouds: 4,
      hills: { layers: 2, color: '#66806e', mesa: true, amp: 90 },
    });
    if (v === 'cottage' || v === 'huts')
      patchwork(c, sk, hz, ['#7fae4a', '#93bb58', '#c9a446', '#6a9a3e'], { rows: 6, cols: 9, vpX: c.w * 0.3 });
    else ground(c, sk, hz + 10, '#8fae4f', -10, 0.1);
    treeLine(c, sk, hz + 20, 8, ['round', 'mango', 'palm'], 110, 0.15, [[c.w * 0.25, c.w * 0.75]]);
    if (v === 'huts') {
      for (let i = 0; i < 3; i++)
        c.s.add(at(c.w * (0.3 + i * 0.2), 680 - (i % 2) * 30, 2 - (i % 2) * 0.3, hut(sk, 0, i % 2 ? C.clay : C.mud)));
      c.s.add(
        at(
          c.w * 0.4,
          880,
          2.3,
          person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'dhoti', pose: 'hold' }),
        ),
        at(
          c.w * 0.4 + 50,
          770,
          1.2,
          g(
            Array.from({ length: 9 }, (_, i) =>
              circle(Math.cos(i * 0.7) * 16, Math.sin(i * 0.7) * 16 + 20, 5, i % 2 ? '#f08a24' : '#f2c84a'),
            ),
          ),
        ),
      );
      c.s.add(
        at(
          c.w * 0.48,
          880,
          2.1,
          person({ cloth: '#6b3b6e', cloth2: C.turmeric, head: 'scarf', garment: 'saree', pose: 'wave' }),
        ),
      );
      c.s.add(
        at(c.w * 0.7, 890, 2.2, person({ cloth: '#3b4a8a', head: 'short', garment: 'shirt', pose: 'wave' })),
        at(c.w * 0.77, 890, 2.1, person({ cloth: '#e2a72e', head: 'braid', garment: 'kurta' })),
        at(c.w * 0.83, 890, 1.5, person({ cloth: '#2f7f78', head: 'short', garment: 'shirt' })),
      );
      c.s.add(tufts(c, -40, c.w + 40, 905, 30, shade(C.leafDark, 0.9), 14));
      return;
    }
    const welcome = v === 'welcome';
    const [hx, hy, hk] = welcome
      ? [c.w * 0.5, 760, 2.9]
      : v === 'cottage'
        ? [c.w * 0.62, 640, 1.8]
        : [c.w * 0.5, 700, 2.6];
    smoke(c, hx + 57 * hk, hy - 126 * hk, hk * 0.8);
    c.s.add(at(hx, hy, hk, farmhouse(sk, 0, 0, welcome ? '#9a4a2a' : C.roof)));
    if (welcome) {
      c.s.add(
        g([line(-30, 0, -30, 40, '#5c3a24', 2), line(30, 0, 30, 40, '#5c3a24', 2), rect(-36, 40, 72, 8, C.wood)], {
          transform: `translate(${Math.round(hx + 20 * hk)} ${Math.round(hy - 64 * hk)}) scale(${(hk * 0.8).toFixed(2)})`,
        }),
      );
      c.s.add(
        rect(-200, 830, c.w * 0.36 + 200, 40, '#d9c7a0'),
        rect(c.w * 0.64, 830, c.w * 0.36 + 200, 40, '#d9c7a0'),
        rect(-200, 826, c.w * 0.36 + 200, 8, '#b8a47e'),
        rect(c.w * 0.64, 826, c.w * 0.36 + 200, 8, '#b8a47e'),
      );
      c.s.add(
        at(c.w * 0.2, 830, 1.2, [
          rect(-40, -70, 80, 70, '#e9d2a8'),
          rect(-46, -80, 92, 12, '#c9622f'),
          circle(0, -100, 20, '#5e8c3a'),
        ]),
      );
      c.s.add(
        at(
          c.w * 0.44,
          880,
          2.2,
          person({ cloth: '#d9607a', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'hold' }),
        ),
        at(c.w * 0.44 + 50, 750, 1.3, [ellipse(0, 0, 20, 5, '#d9a92e'), circle(0, -6, 5, '#ffcf6a')]),
      );
      c.s.add(
        at(
          c.w * 0.55,
          880,
          2.2,
          person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'topi', garment: 'kurta', pose: 'wave' }),
        ),
      );
      c.s.add(
        at(c.w * 0.75, 890, 2.2, person({ cloth: '#3b4a8a', head: 'short', garment: 'shirt', pose: 'hold' })),
        at(c.w * 0.8, 890, 2.0, person({ cloth: '#2f7f78', head: 'braid', garment: 'kurta' })),
        at(c.w * 0.7, 890, 1.4, rect(-30, -50, 60, 50, '#c9622f', { rx: 6 })),
      );
    } else if (v === 'photo') {
      c.s.add(
        g(
          [
            line(0, 0, -40, 200, '#2a2a2a', 5),
            line(0, 0, 40, 200, '#2a2a2a', 5),
            line(0, 0, 0, 200, '#2a2a2a', 5),
            rect(-34, -40, 68, 44, '#2a2d33', { rx: 6 }),
            circle(26, -18, 16, '#4a5058'),
            circle(26, -18, 9, '#7fa9c8'),
          ],
          { transform: `translate(${Math.round(c.w * 0.2)} 700)` },
        ),
      );
      c.s.add(
        at(
          c.w * 0.12,
          900,
          2.3,
          person({ cloth: '#2f7f78', cloth2: '#e9e2d2', head: 'short', garment: 'shirt', pose: 'point' }),
        ),
      );
      c.s.add(
        at(
          c.w * 0.82,
          880,
          2,
          person({ cloth: '#d9607a', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'wave' }),
        ),
        at(
          c.w * 0.88,
          880,
          2,
          person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'kurta', pose: 'wave' }),
        ),
      );
    } else if (v === 'lawn') {
      c.s.add(
        at(c.w * 0.2, 830, 1.8, [
          rect(-80, -40, 160, 12, '#8a5a34'),
          line(-74, -28, -74, 0, '#6e4528', 6),
          line(74, -28, 74, 0, '#6e4528', 6),
        ]),
        at(c.w * 0.2, 800, 1.5, person({ cloth: '#3b4a8a', head: 'short', pose: 'sit' })),
      );
      crowd(c, sk, 3, c.w * 0.62, c.w * 0.9, 860, 1.9);
      c.s.add(at(c.w * 0.4, 870, 1.4, hen()), at(c.w * 0.45, 880, 1.3, hen('#e8dcc4')));
    }
    c.s.add(tufts(c, -40, c.w + 40, 905, 30, shade(C.leafDark, 0.9), 14));
  };
}

/** Pola, the bullock festival: decorated bullocks with painted horns, drummers and villagers in the lane. */
export function pola(o: { drums?: boolean }): Scene {
  return (c) => {
    const hz = 520;
    const sk = backdrop(c, { sky: 'golden', horizon: hz, clouds: 3 });
    ground(c, sk, hz, '#c7a36e', 0);
    for (let i = 0; i < 4; i++)
      c.s.add(at(c.w * (0.1 + i * 0.27), 600, 1.4, farmhouse(sk, 0.1, 0.2, i % 2 ? C.roof : '#9a4a2a')));
    for (let k = 0; k < 30; k++) {
      const x = (k / 29) * c.w;
      const y = 420 + Math.sin((k / 29) * Math.PI) * 60;
      c.s.add(
        poly(
          [
            [x - 14, y],
            [x + 14, y],
            [x, y + 26],
          ],
          ['#d6336c', '#e9b52f', '#2f7f78', '#f08a24'][k % 4] ?? '#d6336c',
        ),
      );
    }
    crowd(c, sk, 5, c.w * 0.05, c.w * 0.95, 640, 1.1);
    const jhools = ['#c7302a', '#2f7f78', '#6b3b6e', '#e2a72e'];
    jhools.forEach((j, i) =>
      c.s.add(
        at(c.w * (0.12 + i * 0.22), 780 + (i % 2) * 40, 2.1, [
          bullock(i % 2 ? '#e7e1d3' : '#d9d0bf', i * 0.25, i % 2 ? '#2f5ad0' : '#d6336c', j),
          ...Array.from({ length: 7 }, (_, k) => circle(36 + k * 3, -60 + k * 4, 4, k % 2 ? '#f08a24' : '#f2c84a')),
        ]),
      ),
    );
    for (let i = 0; i < 4; i++)
      c.s.add(
        at(
          c.w * (0.06 + i * 0.22),
          860 + (i % 2) * 30,
          1.9,
          person({
            cloth: '#f4efe2',
            cloth2: ['#ee8a1c', '#d6336c', '#e9b52f', '#c7302a'][i] ?? '#ee8a1c',
            head: 'pheta',
            garment: 'dhoti',
            pose: 'hold',
            swing: wave(c.t, 2, i * 0.2),
          }),
        ),
      );
    if (o.drums)
      for (let i = 0; i < 2; i++) {
        const x = c.w * (0.8 + i * 0.1);
        c.s.add(
          at(
            x,
            900,
            2.2,
            person({ cloth: '#f4efe2', cloth2: '#c7302a', head: 'pheta', garment: 'kurta', pose: 'hold' }),
          ),
          at(x + 10, 790, 1.6, [
            ellipse(0, 0, 26, 30, '#8a4a2a'),
            ellipse(-24, 0, 6, 30, '#e9d7b0'),
            ellipse(24, 0, 6, 30, '#e9d7b0'),
            line(-20, -24, 20, 24, '#f2c84a', 3),
          ]),
        );
      }
  };
}
