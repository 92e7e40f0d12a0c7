/** Buildings and built objects, drawn around a base point (0, 0) about 100 units tall, then placed with `at`. */
import { C, far, mix, shade, type Sky } from './palette.ts';
import { circle, ellipse, g, line, path, poly, rect } from './svg.ts';

/** Konkan/Deccan farmhouse: lime walls, Mangalore-tile roof, verandah posts. glow 0..1 lights the windows. */
export function farmhouse(sk: Sky, depth = 0, glow = 0, roof: string = C.roof): string {
  const L = (col: string) => far(col, sk, depth);
  const win = glow > 0 ? mix('#f6c25a', '#ffe8a8', glow) : L('#3d5f6a');
  const out = [
    rect(-100, -8, 200, 8, L(C.stone)),
    rect(-92, -70, 184, 62, L(C.wall)),
    rect(40, -70, 52, 62, L(C.wallShade)),
    poly(
      [
        [-112, -66],
        [-78, -112],
        [78, -112],
        [112, -66],
      ],
      L(roof),
    ),
    poly(
      [
        [78, -112],
        [112, -66],
        [92, -66],
      ],
      L(shade(roof, 0.78)),
    ),
  ];
  for (let i = 0; i < 6; i++)
    out.push(line(-104 + i * 4, -74 - i * 7, 104 - i * 4, -74 - i * 7, L(shade(roof, 0.82)), 1.4));
  out.push(rect(-86, -66, 120, 4, L(shade(C.wall, 0.8))));
  for (const px of [-84, -44, -4, 32]) out.push(rect(px, -64, 5, 56, L(C.wood)));
  out.push(
    rect(-30, -52, 22, 44, L(C.woodLight)),
    rect(-70, -50, 18, 16, win),
    rect(10, -50, 18, 16, win),
    rect(56, -52, 20, 18, win),
  );
  out.push(rect(52, -126, 10, 22, L(C.stoneDark)));
  return g(out);
}

/** Mud hut with a thatched roof. */
export function hut(sk: Sky, depth = 0, wall: string = C.mud): string {
  const L = (col: string) => far(col, sk, depth);
  return g([
    rect(-50, -48, 100, 48, L(wall)),
    poly(
      [
        [-64, -44],
        [0, -92],
        [64, -44],
      ],
      L('#c9a25a'),
    ),
    path('M-64 -44L64 -44L58 -38L-58 -38Z', L('#a8823f')),
    rect(-12, -32, 22, 32, L(C.soilDark)),
    rect(22, -34, 14, 12, L(C.soilDark)),
  ]);
}

/** Canvas tent; glow lights the doorway for evening scenes. */
export function tent(sk: Sky, depth = 0, cloth: string = C.cream, glow = 0): string {
  const L = (col: string) => far(col, sk, depth);
  const door = glow > 0 ? mix('#e08a2c', '#ffd27a', glow) : L(shade(cloth, 0.55));
  return g([
    poly(
      [
        [-70, 0],
        [0, -80],
        [70, 0],
      ],
      L(cloth),
    ),
    poly(
      [
        [0, -80],
        [70, 0],
        [36, 0],
      ],
      L(shade(cloth, 0.82)),
    ),
    poly(
      [
        [-18, 0],
        [0, -46],
        [18, 0],
      ],
      door,
    ),
    line(0, -80, 0, -92, L(C.wood), 3),
    line(-70, 0, -92, 6, L(C.wood), 1.2),
    line(70, 0, 92, 6, L(C.wood), 1.2),
  ]);
}

/** Hill-fort wall with round bastions and a gate, width w, drawn along the base line. */
export function fortWall(sk: Sky, w: number, depth = 0, towers = 4): string {
  const L = (col: string) => far(col, sk, depth);
  const out = [rect(-w / 2, -40, w, 40, L(C.stone))];
  for (let x = -w / 2; x < w / 2; x += 12) out.push(rect(x, -48, 7, 9, L(C.stone)));
  for (let i = 0; i < towers; i++) {
    const x = -w / 2 + (w * (i + 0.5)) / towers;
    out.push(
      rect(x - 18, -58, 36, 58, L(shade(C.stone, 0.92)), { rx: 14 }),
      rect(x - 18, -58, 12, 58, L(shade(C.stone, 1.08)), { rx: 6 }),
    );
    for (let k = -2; k <= 2; k++) out.push(rect(x + k * 7 - 3, -66, 5, 9, L(shade(C.stone, 0.92))));
  }
  out.push(path('M-14 0L-14 -24Q0 -38 14 -24L14 0Z', L(C.stoneDark)));
  return g(out);
}

/** Rock-cut cave facade (Ajanta/Ellora style) on a cliff: pillared openings and a horseshoe arch window. */
export function caves(sk: Sky, w: number, depth = 0): string {
  const L = (col: string) => far(col, sk, depth);
  const dark = L('#3a2a20');
  const out = [
    path(`M${-w / 2} 0L${-w / 2} -110Q${-w / 4} -150 0 -140Q${w / 4} -158 ${w / 2} -118L${w / 2} 0Z`, L('#a87b52')),
  ];
  out.push(path(`M${-w / 2} -60L${w / 2} -64L${w / 2} -56L${-w / 2} -52Z`, L('#8e6644')));
  const n = Math.max(2, Math.round(w / 150));
  for (let i = 0; i < 9; i++) {
    const x = -w / 2 + (w * (i + 0.3)) / 9;
    out.push(path(`M${x} -120L${x + 6} -80L${x - 4} -40`, 'none', { stroke: L('#8e6644'), 'stroke-width': 2 }));
  }
  out.push(
    path(
      `M${-w / 2} -110Q${-w / 4} -150 0 -140Q${w / 4} -158 ${w / 2} -118L${w / 2} -108Q${w / 4} -146 0 -130Q${-w / 4} -140 ${-w / 2} -100Z`,
      L('#6f8a3c'),
    ),
  );
  for (let i = 0; i < n; i++) {
    const x = -w / 2 + (w * (i + 0.5)) / n;
    if (i === Math.floor(n / 2)) {
      out.push(
        path(`M${x - 22} -10L${x - 22} -70Q${x} -112 ${x + 22} -70L${x + 22} -10Z`, dark),
        path(`M${x - 14} -70Q${x} -98 ${x + 14} -70Z`, L('#6e4d34')),
      );
    } else {
      out.push(rect(x - 40, -54, 80, 44, dark), rect(x - 46, -60, 92, 6, L('#b88d62')));
      for (let k = 0; k < 5; k++) out.push(rect(x - 38 + k * 18, -54, 6, 44, L('#b88d62')));
    }
  }
  out.push(rect(-w / 2, -10, w, 10, L('#8e6644')));
  return g(out);
}

/** Gurudwara silhouette: arcaded base, golden central dome, corner kiosks and the Nishan Sahib flag. */
export function gurudwara(sk: Sky, depth = 0): string {
  const L = (col: string) => far(col, sk, depth);
  const wall = L('#f3ede2');
  const gold = L('#e2b448');
  const out = [rect(-110, -60, 220, 60, wall), rect(-70, -92, 140, 34, wall)];
  for (let i = 0; i < 7; i++)
    out.push(
      path(
        `M${-96 + i * 29} -8L${-96 + i * 29} -36Q${-87 + i * 29} -48 ${-78 + i * 29} -36L${-78 + i * 29} -8Z`,
        L('#c9b79a'),
      ),
    );
  out.push(
    path('M-34 -92Q-40 -130 0 -150Q40 -130 34 -92Z', gold),
    line(0, -150, 0, -166, gold, 3),
    circle(0, -168, 4, gold),
  );
  for (const x of [-100, 100, -60, 60]) {
    const y = Math.abs(x) === 100 ? -60 : -92;
    out.push(rect(x - 9, y - 18, 18, 18, wall), path(`M${x - 11} ${y - 18}Q${x} ${y - 38} ${x + 11} ${y - 18}Z`, gold));
  }
  out.push(line(150, 0, 150, -190, L('#c9c2b4'), 3), path('M152 -190L196 -176L152 -160Z', L('#ee8a1c')));
  return g(out);
}

/** Village well: stone ring, two posts, crossbar with pulley and bucket. */
export function well(sk: Sky, depth = 0): string {
  const L = (col: string) => far(col, sk, depth);
  return g([
    rect(-46, -34, 92, 34, L(C.stone)),
    ellipse(0, -34, 46, 10, L(C.stoneDark)),
    ellipse(0, -34, 38, 7, L('#2c3d44')),
    ellipse(0, 0, 46, 8, L(shade(C.stone, 0.85))),
    line(-40, -34, -40, -96, L(C.wood), 6),
    line(40, -34, 40, -96, L(C.wood), 6),
    line(-46, -94, 46, -94, L(C.wood), 6),
    circle(0, -88, 7, L(C.woodLight)),
    line(0, -88, 0, -52, L('#d8c7a0'), 1.5),
    path('M-8 -54L8 -54L6 -42L-6 -42Z', L('#b07a3a')),
  ]);
}

/** Hurricane lantern around its base; glow 0..1 for flicker. */
export function lantern(glow: number): string {
  const flame = mix('#f4a93a', '#ffe9a8', glow);
  return g([
    rect(-10, -4, 20, 4, '#3b3130'),
    rect(-8, -32, 16, 28, flame, { rx: 7 }),
    ellipse(0, -18, 3, 6, '#fff6d8'),
    rect(-10, -36, 20, 4, '#3b3130'),
    path('M-8 -36Q0 -52 8 -36', 'none', { stroke: '#3b3130', 'stroke-width': 2 }),
  ]);
}

/** Brick furnace with a wide iron pan of boiling cane juice (gur/jaggery making). */
export function jaggeryPan(fire: number): string {
  return g([
    rect(-120, -40, 240, 40, '#9a4a2e'),
    path('M-40 0L-40 -22Q0 -42 40 -22L40 0Z', mix('#f06b22', '#ffc04a', fire)),
    ellipse(0, -42, 130, 18, '#2e2a28'),
    ellipse(0, -44, 118, 13, mix('#c58a2a', '#e2a83e', fire * 0.5)),
    ellipse(-30, -45, 30, 5, '#f0c060', { opacity: 0.7 }),
  ]);
}

/** Market stall with striped canopy and piles of produce. */
export function stall(sk: Sky, canopy: string, depth = 0): string {
  const L = (col: string) => far(col, sk, depth);
  const out = [
    line(-80, 0, -80, -120, L(C.wood), 5),
    line(80, 0, 80, -120, L(C.wood), 5),
    rect(-90, -60, 180, 12, L(C.woodLight)),
    rect(-84, -48, 168, 48, L(C.wood)),
  ];
  for (let i = 0; i < 8; i++)
    out.push(
      path(
        `M${-96 + i * 24} -128L${-72 + i * 24} -128L${-72 + i * 24} -108Q${-84 + i * 24} -96 ${-96 + i * 24} -108Z`,
        L(i % 2 ? canopy : C.cream),
      ),
    );
  const piles: Array<[number, string]> = [
    [-60, '#d8402f'],
    [-20, '#8c5a8e'],
    [20, '#e9b52f'],
    [60, '#4f8a34'],
  ];
  for (const [x, col] of piles)
    for (let k = 0; k < 6; k++)
      out.push(circle(x + (k % 3) * 9 - 9, -64 - Math.floor(k / 3) * 8, 6, L(shade(col, 0.9 + (k % 2) * 0.15))));
  return g(out);
}

/** Conical haystack (gavat) around a pole. */
export function haystack(sk: Sky, depth = 0): string {
  const L = (col: string) => far(col, sk, depth);
  return g([
    line(0, -100, 0, -116, L(C.wood), 3),
    path('M-42 0Q-46 -40 -20 -76Q0 -104 20 -76Q46 -40 42 0Z', L('#d1a955')),
    path('M-42 0Q-46 -40 -20 -76Q-6 -96 0 -98Q-14 -60 -16 0Z', L('#e2bf6c')),
    path('M-36 -30Q0 -22 38 -30M-26 -60Q0 -54 26 -60', 'none', { stroke: L('#b08b3e'), 'stroke-width': 2 }),
  ]);
}
