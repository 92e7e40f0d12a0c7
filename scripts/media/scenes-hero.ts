/** The four hero scenes; each animates with loop time t (clips) and its t=0 frame is the poster. */
import { fireflies, glow, motes, smoke, stringLights } from './effects.ts';
import { bullock, cart, goat, hen, person } from './figures.ts';
import { cane, grass, mangoBranch, tree, tufts } from './flora.ts';
import { hill, patchwork, ranges, ribbon, ridge, stripedHill, yAt } from './land.ts';
import { basket } from './objects.ts';
import { C, SKIES, far, mix, shade } from './palette.ts';
import { wave } from './rng.ts';
import { birds, clouds, haze, moon, sky, stars, sun } from './sky.ts';
import { farmhouse, haystack, hut, lantern, tent } from './structures.ts';
import { at, ellipse, layer, pan, path, rect, type Scene } from './svg.ts';

const GREENS = ['#7fae4a', '#6a9a3e', '#93bb58', '#5d8a38', '#a7c466'];

/** Clip 1: green fields at sunrise with a farmhouse on the rise. */
export const heroFarm: Scene = (c) => {
  const sk = SKIES.dawn;
  const p = pan(c.t, 40);
  sky(c, sk, 520);
  sun(c, c.w * 0.66, 300, 46, sk, wave(c.t));
  clouds(c, sk, 6, 110, 330, 80, 0.85);
  birds(c, 5, c.w * 0.28, 230, 60, '#6a4d4a');
  layer(c, -p * 0.15, () => ranges(c, sk, 2, 460, 510, '#5f6f8a', { mesa: true, amp: 100 }));
  layer(c, -p * 0.45, () => {
    const r = ridge(c, 610, 110, 2);
    c.s.add(
      stripedHill(
        c,
        r,
        GREENS.map((col) => far(col, sk, 0.18)),
        12,
        16,
        1.16,
      ),
    );
    const hx = c.w * 0.33;
    const hy = yAt(r, hx) + 14;
    smoke(c, hx + 57 * 0.9, hy - 126 * 0.9, 1.1);
    c.s.add(at(hx, hy, 0.9, farmhouse(sk, 0.1)));
    for (let i = 0; i < 9; i++) {
      const x = c.rng.range(-40, c.w + 40);
      if (Math.abs(x - hx) < 140) continue;
      c.s.add(
        tree(c, x, yAt(r, x) + 10, c.rng.range(60, 110), {
          kind: c.rng.pick(['round', 'mango', 'ashoka'] as const),
          sk,
          depth: 0.2,
          sway: wave(c.t, 1, i * 0.13) * 1.5,
        }),
      );
    }
  });
  layer(c, -p, () => {
    patchwork(c, sk, 700, [...GREENS, '#c9a446', '#a0744a'], { rows: 4, cols: 7, vpX: c.w * 0.45 });
    c.s.add(tree(c, c.w * 0.07, 760, 300, { kind: 'mango', sk, sway: wave(c.t, 1, 0.5) }));
    c.s.add(tufts(c, -60, c.w + 60, 905, 46, shade(C.leafDark, 0.9), 11), tufts(c, -60, c.w + 60, 910, 30, C.leaf, 17));
  });
};

/** Clip 2: village lane with a resting bullock cart, huts and hills. */
export const heroJourney: Scene = (c) => {
  const sk = SKIES.morning;
  const p = pan(c.t, 36);
  sky(c, sk, 480);
  sun(c, c.w * 0.18, 150, 36, sk, wave(c.t));
  clouds(c, sk, 7, 90, 300, 90, 0.95);
  layer(c, -p * 0.15, () => ranges(c, sk, 3, 420, 500, '#5f7f6e', { mesa: true, amp: 130 }));
  layer(c, -p * 0.4, () => {
    const r = ridge(c, 560, 40, 2);
    c.s.add(hill(c, r, far('#a9b65a', sk, 0.2)));
    for (let i = 0; i < 5; i++)
      c.s.add(
        at(
          c.w * (0.52 + i * 0.1),
          yAt(r, c.w * (0.52 + i * 0.1)) + 14,
          0.55 + i * 0.05,
          hut(sk, 0.2, i % 2 ? C.mud : C.clay),
        ),
      );
    c.s.add(
      tree(c, c.w * 0.44, yAt(r, c.w * 0.44) + 20, 190, { kind: 'banyan', sk, depth: 0.1, sway: wave(c.t, 1) * 0.8 }),
    );
    c.s.add(
      tree(c, c.w * 0.97, yAt(r, c.w * 0.97) + 30, 150, { kind: 'round', sk, depth: 0.1, sway: wave(c.t, 1, 0.3) }),
    );
  });
  layer(c, -p * 0.8, () => {
    c.s.add(path(`M-200 660Q${c.w * 0.5} 600 ${c.w + 200} 640L${c.w + 200} 910L-200 910Z`, far('#93a64e', sk, 0.05)));
    c.s.add(
      path(
        ribbon(
          [
            [c.w * 0.66, 630],
            [c.w * 0.6, 670],
            [c.w * 0.45, 740],
            [c.w * 0.2, 840],
            [0, 930],
          ],
          30,
          330,
        ),
        far(C.soilLight, sk, 0.05),
      ),
    );
    grass(c, sk, 640, 900, 60);
    c.s.add(at(c.w * 0.8, 720, 1.2, haystack(sk, 0.05)), at(c.w * 0.88, 740, 1.5, haystack(sk, 0)));
    c.s.add(
      at(c.w * 0.72, 800, 1.6, goat()),
      at(c.w * 0.66, 830, 1.5, hen()),
      at(c.w * 0.63, 842, 1.4, hen('#e8dcc4')),
    );
    const bob = wave(c.t, 2) * 1.2;
    const cx = c.w * 0.3;
    c.s.add(at(cx + 175, 770 - bob, 1.45, bullock('#cfc5b2', 0.5)));
    c.s.add(
      at(cx, 800, 1.7, [
        cart(0, '#c27a3a'),
        at(4, -48, 0.55, person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'dhoti', pose: 'sit' })),
      ]),
    );
    c.s.add(at(cx + 155, 800 + bob, 1.5, bullock('#ece6d8', 0)));
    c.s.add(
      at(
        c.w * 0.52,
        880,
        2.2,
        person({
          cloth: '#8a2f4a',
          cloth2: C.turmeric,
          head: 'bun',
          garment: 'saree',
          pose: 'carry',
          swing: wave(c.t, 2),
        }),
      ),
      at(c.w * 0.52 + 31, 662, 1.2, basket(c.rng, 10, '#7fae3e')),
    );
    c.s.add(tufts(c, -60, c.w + 60, 905, 40, shade(C.leafDark, 0.85), 13));
  });
};

/** Clip 3: ripe Alphonso mango orchard with harvest baskets. */
export const heroRural: Scene = (c) => {
  const sk = SKIES.morning;
  const p = pan(c.t, 40);
  sky(c, sk, 470);
  clouds(c, sk, 5, 80, 260, 80, 0.9);
  layer(c, -p * 0.15, () => ranges(c, sk, 2, 420, 470, '#5d7d62', { amp: 90 }));
  layer(c, -p * 0.5, () => {
    c.s.add(rect(-200, 470, c.w + 400, 500, far('#8fae4f', sk, 0.15)));
    for (let row = 0; row < 5; row++) {
      const y = 500 + row * row * 22 + row * 20;
      const k = 0.35 + row * 0.28;
      for (let x = -100 + (row % 2) * 90 * k; x < c.w + 100; x += 210 * k) {
        c.s.add(
          tree(c, x + c.rng.range(-10, 10), y, 150 * k, {
            kind: 'mango',
            sk,
            depth: 0.35 - row * 0.07,
            fruit: Math.round(10 * k),
            sway: wave(c.t, 1, x * 0.001) * 1.2,
          }),
        );
      }
    }
  });
  layer(c, -p, () => {
    c.s.add(path(`M-200 780Q${c.w * 0.5} 740 ${c.w + 200} 770L${c.w + 200} 910L-200 910Z`, far('#7c9c42', sk, 0)));
    c.s.add(ellipse(c.w * 0.66, 845, 250, 28, '#d8c29a'), ellipse(c.w * 0.66, 845, 230, 22, '#e9d7b0'));
    for (let i = 0; i < 3; i++)
      c.s.add(at(c.w * (0.58 + i * 0.08), 850 - (i % 2) * 14, 1.3 - (i % 2) * 0.2, basket(c.rng, 16)));
    c.s.add(
      at(
        c.w * 0.8,
        860,
        2.6,
        person({ cloth: '#2f7f78', cloth2: C.mango, head: 'bun', garment: 'saree', pose: 'pick' }),
      ),
    );
    c.s.add(
      at(
        c.w * 0.16,
        860,
        2.4,
        person({ cloth: '#f0e4c8', cloth2: '#b04a32', head: 'topi', garment: 'kurta', pose: 'carry' }),
      ),
      at(c.w * 0.16 + 2, 622, 1.0, basket(c.rng, 12)),
    );
    c.s.add(mangoBranch(c, c.w + 30, 40, 720, -1, sk, wave(c.t, 1) * 1.2));
    motes(c, 18, 0, 300, c.w, 800);
  });
};

/** Clip 4: evening over sugarcane fields, tents and lanterns. */
export const heroHarvest: Scene = (c) => {
  const sk = SKIES.dusk;
  const p = pan(c.t, 30);
  sky(c, sk, 520);
  stars(c, 90, 300);
  moon(c, c.w * 0.8, 150, 26, sk);
  c.s.add(haze(c, c.w * 0.3, 520, 640, 130, mix(sk.bottom, '#ffd08a', 0.4), 0.7));
  clouds(c, sk, 4, 200, 360, 70, 0.5);
  layer(c, -p * 0.15, () => ranges(c, sk, 2, 470, 520, '#4a4a66', { mesa: true, amp: 110 }));
  layer(c, -p * 0.5, () => {
    c.s.add(rect(-200, 515, c.w + 400, 400, far('#45603a', sk, 0.2)));
    cane(c, sk, -150, c.w + 150, 560, 70, 0.35, 7);
    cane(c, sk, -150, c.w + 150, 610, 120, 0.22, 8);
    cane(c, sk, -150, c.w + 150, 660, 150, 0.1, 10);
  });
  layer(c, -p, () => {
    c.s.add(path(`M-200 640Q${c.w * 0.5} 610 ${c.w + 200} 650L${c.w + 200} 910L-200 910Z`, shade('#5e6b3a', 0.65)));
    const glow1 = 0.7 + 0.3 * wave(c.t, 4);
    c.s.add(
      at(c.w * 0.24, 760, 1.9, tent(sk, 0, '#efe2c6', glow1)),
      at(c.w * 0.46, 720, 1.4, tent(sk, 0.05, '#e6c79a', glow1)),
      at(c.w * 0.72, 790, 2.2, tent(sk, 0, '#f2e8d4', 0.8 + 0.2 * wave(c.t, 3, 0.4))),
    );
    stringLights(c, -20, 600, c.w * 0.6, 640, 40, 16);
    stringLights(c, c.w * 0.6, 640, c.w + 20, 610, 36, 12);
    glow(c, c.w * 0.24, 765, 200, '#ffb44a', 0.35 * glow1, 40);
    glow(c, c.w * 0.72, 795, 230, '#ffb44a', 0.35 * glow1, 46);
    glow(c, c.w * 0.36, 820, 120, '#ffc45a', 0.5 * glow1);
    glow(c, c.w * 0.88, 845, 110, '#ffc45a', 0.5 * glow1);
    c.s.add(
      at(c.w * 0.36, 860, 1.8, lantern(0.6 + 0.4 * wave(c.t, 5))),
      at(c.w * 0.88, 880, 1.6, lantern(0.6 + 0.4 * wave(c.t, 4, 0.5))),
    );
    c.s.add(
      at(
        c.w * 0.42,
        880,
        1.6,
        person({ cloth: '#3a3550', cloth2: '#5a3a4a', skin: '#3b2a26', head: 'scarf', garment: 'saree' }),
      ),
      at(
        c.w * 0.455,
        884,
        1.7,
        person({ cloth: '#2e3a4a', skin: '#3b2a26', head: 'pheta', cloth2: '#6a3a2a', pose: 'point' }),
      ),
    );
    c.s.add(tree(c, c.w * 0.01, 930, 560, { kind: 'mango', sk, sway: wave(c.t, 1) * 0.8 }));
    fireflies(c, 26, 0, 560, c.w, 860);
  });
};
