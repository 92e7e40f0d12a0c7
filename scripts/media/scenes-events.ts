/** Workshops and news: classroom, field visit, award stage, newspaper, group photo, policy paper, phone, tree workshop. */
import { logoMark } from './brand.ts';
import { audience, backdrop, crowd, ground, treeLine } from './compose.ts';
import { glow } from './effects.ts';
import { person } from './figures.ts';
import { tree, tufts } from './flora.ts';
import { patchwork } from './land.ts';
import { board, documentSheet, newspaper, phone, trophy } from './objects.ts';
import { C, SKIES, shade } from './palette.ts';
import { wave } from './rng.ts';
import { farmhouse } from './structures.ts';
import { at, circle, ellipse, g, line, path, rect, type Ctx, type Scene } from './svg.ts';

/** A small framed landscape (sun, hill, field) used in windows, screens and photos; box is w x h at (x, y). */
function miniFarm(x: number, y: number, w: number, h: number, sky = '#a9d3e8'): string[] {
  return [
    rect(x, y, w, h, sky),
    circle(x + w * 0.75, y + h * 0.3, h * 0.12, '#fff3c4'),
    path(
      `M${x} ${y + h * 0.7}Q${x + w * 0.3} ${y + h * 0.45} ${x + w * 0.6} ${y + h * 0.62}T${x + w} ${y + h * 0.55}L${x + w} ${y + h}L${x} ${y + h}Z`,
      '#7fae4a',
    ),
    rect(x, y + h * 0.8, w, h * 0.2, '#5e8c3a'),
    circle(x + w * 0.25, y + h * 0.52, h * 0.1, '#3f6e2c'),
  ];
}

/** Indoor classroom workshop: screen with a crop diagram, speaker, audience from behind. */
export function classroom(o: { wall?: string } = {}): Scene {
  return (c) => {
    const sk = SKIES.morning;
    c.s.add(
      rect(0, 0, c.w, c.h, o.wall ?? '#efe2c8'),
      rect(0, c.h * 0.62, c.w, c.h, '#b98a5c'),
      rect(0, c.h * 0.6, c.w, 14, '#8a5a3a'),
    );
    c.s.add(
      ...miniFarm(c.w * 0.06, c.h * 0.12, c.w * 0.18, c.h * 0.28),
      rect(c.w * 0.06, c.h * 0.12, c.w * 0.18, c.h * 0.28, 'none', { stroke: '#6e4528', 'stroke-width': 10 }),
      line(c.w * 0.15, c.h * 0.12, c.w * 0.15, c.h * 0.4, '#6e4528', 6),
    );
    c.s.add(rect(c.w * 0.34, c.h * 0.08, c.w * 0.42, c.h * 0.36, '#fbf7ee', { stroke: '#4a4036', 'stroke-width': 6 }));
    c.s.add(
      ...miniFarm(c.w * 0.37, c.h * 0.12, c.w * 0.17, c.h * 0.26),
      rect(c.w * 0.57, c.h * 0.14, c.w * 0.16, 12, '#b04a32'),
      rect(c.w * 0.57, c.h * 0.2, c.w * 0.12, 10, '#c6bba4'),
      rect(c.w * 0.57, c.h * 0.25, c.w * 0.14, 10, '#c6bba4'),
      rect(c.w * 0.57, c.h * 0.3, c.w * 0.1, 10, '#c6bba4'),
    );
    for (let i = 0; i < 4; i++)
      c.s.add(
        rect(
          c.w * (0.58 + i * 0.035),
          c.h * (0.4 - 0.02 * (i + 1) * 1.4),
          c.w * 0.025,
          c.h * 0.028 * (i + 1) * 1.4,
          ['#e2a72e', '#7fae4a', '#2f7f78', '#b04a32'][i] ?? '#e2a72e',
        ),
      );
    c.s.add(
      at(
        c.w * 0.84,
        c.h * 0.66,
        2.6,
        person({ cloth: '#2f7f78', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'point' }),
      ),
    );
    audience(c, sk, 3, c.h * 0.7, c.h * 0.94, -40, c.w + 40, '#8a5a34');
  };
}

/** Field visit: a group in a crop field around a farmer explaining the plants. */
export function fieldVisit(o: { sky: 'morning' | 'golden' } = { sky: 'morning' }): Scene {
  return (c) => {
    const hz = 470;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.85, 150, 34],
      clouds: 5,
      hills: { layers: 2, color: '#66806e', mesa: true, amp: 100 },
    });
    patchwork(c, sk, hz, ['#7fae4a', '#93bb58', '#c9a446'], { rows: 5, cols: 8, vpX: c.w * 0.3 });
    c.s.add(at(c.w * 0.8, hz + 30, 1.1, farmhouse(sk, 0.15)));
    for (let r = 0; r < 4; r++)
      c.s.add(tufts(c, -40, c.w + 40, 760 + r * 40, 30 + r * 10, shade(C.leaf, 0.9 + r * 0.05), 20 + r * 6));
    c.s.add(
      at(
        c.w * 0.22,
        860,
        2.6,
        person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'pheta', garment: 'dhoti', pose: 'point' }),
      ),
    );
    crowd(c, sk, 6, c.w * 0.36, c.w * 0.98, 880, 2.3);
  };
}

/** Award ceremony stage: maroon backdrop with the leaf mark, marigold garlands, handshake with trophy. */
export function awardStage(o: { group?: boolean } = {}): Scene {
  return (c) => {
    const sk = SKIES.dusk;
    c.s.add(rect(0, 0, c.w, c.h, '#2a1f2a'), rect(c.w * 0.08, c.h * 0.06, c.w * 0.84, c.h * 0.5, '#7c2f2b'));
    for (let i = 0; i < 24; i++)
      c.s.add(
        circle(
          c.w * (0.08 + (0.84 * i) / 23),
          c.h * 0.07 + Math.sin((i / 23) * Math.PI * 4) ** 2 * 30,
          12,
          i % 2 ? '#f08a24' : '#f2c84a',
        ),
      );
    c.s.add(at(c.w * 0.5, c.h * 0.24, 2.2, logoMark(), { opacity: 0.9 }));
    c.s.add(rect(c.w * 0.32, c.h * 0.4, c.w * 0.36, 14, '#e9b52f', { opacity: 0.8 }));
    glow(c, c.w * 0.5, c.h * 0.55, c.w * 0.45, '#ffd89a', 0.35, c.h * 0.35);
    c.s.add(rect(0, c.h * 0.56, c.w, c.h * 0.12, '#5c3a24'), rect(0, c.h * 0.56, c.w, 10, '#8a5a3a'));
    c.s.add(at(c.w * 0.18, c.h * 0.56, 1.8, [rect(-34, -90, 68, 90, '#6e4528'), rect(-40, -96, 80, 10, '#8a5a3a')]));
    if (o.group) {
      crowd(c, { ...sk, light: 0.95 }, 8, c.w * 0.12, c.w * 0.88, c.h * 0.57, 2.4);
      audience(c, { ...sk, light: 0.55 }, 2, c.h * 0.8, c.h * 0.98);
      return;
    }
    c.s.add(
      at(
        c.w * 0.44,
        c.h * 0.57,
        2.6,
        person({ cloth: '#f4efe2', cloth2: C.saffron, head: 'topi', garment: 'kurta', pose: 'hold' }),
      ),
      at(
        c.w * 0.56,
        c.h * 0.57,
        2.6,
        person({ cloth: '#6b3b6e', cloth2: '#e9b52f', head: 'bun', garment: 'saree', pose: 'hold' }),
      ),
      at(c.w * 0.5, c.h * 0.57 - 150, 1.6, trophy()),
    );
    c.s.add(
      at(c.w * 0.72, c.h * 0.57, 2.4, person({ cloth: '#3b4a8a', head: 'short', garment: 'shirt' })),
      at(c.w * 0.3, c.h * 0.57, 2.4, person({ cloth: '#2f7f78', cloth2: '#d9607a', head: 'braid', garment: 'saree' })),
    );
    audience(c, { ...sk, light: 0.55 }, 2, c.h * 0.8, c.h * 0.98);
  };
}

/** Newspaper with a farm photo and a cup of tea on a cot, fields behind. */
export function newsFarm(): Scene {
  return (c) => {
    const hz = 420;
    const sk = backdrop(c, {
      sky: 'morning',
      horizon: hz,
      sun: [0.15, 120, 30],
      clouds: 4,
      hills: { layers: 2, color: '#66806e', amp: 70 },
    });
    patchwork(c, sk, hz, ['#7fae4a', '#93bb58', '#c9a446', '#6a9a3e'], { rows: 4, cols: 8, bottom: 600 });
    treeLine(c, sk, hz + 10, 10, ['round', 'mango', 'palm'], 90, 0.2);
    c.s.add(rect(-20, 560, c.w + 40, c.h, '#8a5a34'));
    for (let i = 0; i < 40; i++)
      c.s.add(
        line(-20 + i * 60, 560, -20 + i * 60 - 80, c.h, '#d8c39a', 5),
        line(-20 + i * 60, 560, -20 + i * 60 + 80, c.h, '#cdb68a', 5),
      );
    c.s.add(
      g(newspaper(miniFarm(-136, -68, 150, 96)), {
        transform: `translate(${Math.round(c.w * 0.48)} 740) scale(2) rotate(-6)`,
      }),
    );
    c.s.add(
      at(c.w * 0.84, 760, 2, [
        ellipse(0, 0, 46, 12, '#e9e2d2'),
        path('M-26 -4L-22 -56L22 -56L26 -4Z', '#f4efe2'),
        ellipse(0, -56, 22, 6, '#a0683a'),
        path('M24 -44Q44 -40 24 -20', 'none', { stroke: '#f4efe2', 'stroke-width': 6 }),
      ]),
    );
    c.s.add(
      path(`M${c.w * 0.84 - 6} 640q-10 -20 0 -40q10 -20 0 -40`, 'none', {
        stroke: '#ffffff',
        'stroke-width': 4,
        opacity: 0.5,
      }),
    );
  };
}

/** Group photo: two rows of people in front of the farmhouse and a garland. */
export function groupPhoto(): Scene {
  return (c) => {
    const hz = 470;
    const sk = backdrop(c, {
      sky: 'golden',
      horizon: hz,
      sun: [0.5, hz - 70, 60],
      clouds: 3,
      hills: { layers: 2, color: '#8a7a6a', mesa: true, amp: 90 },
    });
    const back = { ...sk, light: 0.3 };
    ground(c, back, hz, '#93a64e', -10, 0.15);
    treeLine(c, back, hz + 20, 9, ['mango', 'round', 'palm'], 200, 0.15, [[c.w * 0.3, c.w * 0.7]]);
    crowd(c, sk, 9, c.w * 0.08, c.w * 0.92, 800, 2.6, '#2a2226');
    crowd(c, sk, 7, c.w * 0.14, c.w * 0.86, 900, 2.5, '#1f1a1d');
  };
}

/** Policy paper on a table in front of a farm: stamped document, pen and a seedling. */
export function policyDesk(): Scene {
  return (c) => {
    const hz = 400;
    const sk = backdrop(c, {
      sky: 'morning',
      horizon: hz,
      sun: [0.8, 110, 30],
      clouds: 4,
      hills: { layers: 2, color: '#66806e', mesa: true, amp: 80 },
    });
    patchwork(c, sk, hz, ['#7fae4a', '#93bb58', '#c9a446', '#6a9a3e', '#a0744a'], { rows: 4, cols: 9, bottom: 560 });
    c.s.add(at(c.w * 0.2, hz + 40, 0.9, farmhouse(sk, 0.2)));
    c.s.add(rect(-20, 540, c.w + 40, c.h, '#7a4a2a'), rect(-20, 540, c.w + 40, 14, '#9a6a3f'));
    c.s.add(
      g(documentSheet(true, 12), { transform: `translate(${Math.round(c.w * 0.42)} 740) scale(1.25) rotate(-5)` }),
      g(documentSheet(false, 10), { transform: `translate(${Math.round(c.w * 0.58)} 730) scale(1.15) rotate(7)` }),
    );
    c.s.add(
      line(c.w * 0.66, 820, c.w * 0.76, 700, '#1f2a44', 10),
      line(c.w * 0.66, 820, c.w * 0.67, 808, '#d9a92e', 10),
    );
    c.s.add(
      at(c.w * 0.86, 780, 1.7, [
        path('M-34 0L34 0L28 -60L-28 -60Z', '#b5542a'),
        path('M0 -60Q-6 -100 -34 -112Q-10 -118 0 -80Q8 -120 34 -120Q22 -90 0 -60', '#5e8c3a'),
      ]),
    );
  };
}

/** Marketing on a phone: a hand holds a phone showing the farm stay, with like and share bubbles. */
export function phonePromo(): Scene {
  return (c: Ctx) => {
    const hz = 520;
    const sk = backdrop(c, {
      sky: 'morning',
      horizon: hz,
      sun: [0.15, 130, 32],
      clouds: 5,
      hills: { layers: 2, color: '#66806e', mesa: true, amp: 100 },
    });
    ground(c, sk, hz, '#8fae4f', -10, 0.1);
    treeLine(c, sk, hz + 10, 12, ['mango'], 110, 0.2);
    treeLine(c, sk, hz + 120, 7, ['mango'], 260, 0.05, [[c.w * 0.5, c.w * 0.85]]);
    const screen = [...miniFarm(-54, -104, 108, 140), at(-10, 20, 0.35, farmhouse(sk))];
    c.s.add(
      at(c.w * 0.66, 560, 2.6, [
        path('M-40 140Q-60 60 -30 20L40 20Q70 60 60 140Z', '#8a5a3c'),
        phone(screen),
        path('M-70 40Q-84 10 -62 -6L-50 30Z', '#8a5a3c'),
        path('M62 10Q84 0 76 40L58 46Z', '#8a5a3c'),
      ]),
    );
    const bubble = (x: number, y: number, col: string, icon: string) =>
      at(x, y, 1.6 + 0.05 * wave(c.t, 1), [circle(0, 0, 34, col), icon]);
    c.s.add(
      bubble(
        c.w * 0.86,
        220,
        '#d9607a',
        path('M0 14L-16 -2Q-22 -14 -10 -18Q-2 -20 0 -10Q2 -20 10 -18Q22 -14 16 -2Z', '#fff'),
      ),
    );
    c.s.add(
      bubble(
        c.w * 0.46,
        300,
        '#2f7f78',
        g([
          circle(-10, 0, 6, '#fff'),
          circle(10, -10, 6, '#fff'),
          circle(10, 10, 6, '#fff'),
          line(-10, 0, 10, -10, '#fff', 3),
          line(-10, 0, 10, 10, '#fff', 3),
        ]),
      ),
    );
    c.s.add(
      bubble(c.w * 0.9, 520, '#e2a72e', path('M0 -16L5 -5L17 -5L7 3L11 15L0 8L-11 15L-7 3L-17 -5L-5 -5Z', '#fff')),
    );
  };
}

/** Training session under a big banyan: facilitator, easel board, farmers seated on mats. */
export function treeWorkshop(o: { sky: 'morning' | 'golden' }): Scene {
  return (c) => {
    const hz = 470;
    const sk = backdrop(c, {
      sky: o.sky,
      horizon: hz,
      sun: [0.85, 150, 34],
      clouds: 4,
      hills: { layers: 2, color: '#66806e', mesa: true, amp: 100 },
    });
    patchwork(c, sk, hz, ['#7fae4a', '#93bb58', '#c9a446'], { rows: 3, cols: 8, bottom: 600 });
    ground(c, sk, 590, '#93a64e', -10);
    c.s.add(tree(c, c.w * 0.42, 720, 760, { kind: 'banyan', sk, sway: wave(c.t, 1) * 0.5 }));
    c.s.add(
      ellipse(c.w * 0.5, 800, c.w * 0.45, 70, '#3d5a2a', { opacity: 0.22 }),
      rect(c.w * 0.18, 780, c.w * 0.62, 90, '#b04a32', { opacity: 0.85 }),
      rect(c.w * 0.18, 800, c.w * 0.62, 10, '#e2a72e', { opacity: 0.8 }),
    );
    c.s.add(
      at(c.w * 0.78, 760, 1.7, board()),
      at(
        c.w * 0.66,
        790,
        2.3,
        person({ cloth: '#f4efe2', cloth2: '#2f7f78', head: 'topi', garment: 'kurta', pose: 'point' }),
      ),
    );
    audience(c, sk, 2, 800, 880, c.w * 0.12, c.w * 0.6);
  };
}
