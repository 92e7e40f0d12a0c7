/** Illustrated portrait busts: flat, faceless silhouettes with distinct clothing, hair and colours. */
import { shade } from './palette.ts';
import { circle, ellipse, path, rect, type Scene } from './svg.ts';

export type Hair = 'short' | 'side' | 'long' | 'bun' | 'pheta' | 'topi' | 'grey' | 'braid' | 'bob';
export type Outfit = 'shirt' | 'kurta' | 'saree' | 'jacket' | 'dupatta';

export interface PortraitOpts {
  bg: string;
  cloth: string;
  cloth2: string;
  skin: string;
  hair: Hair;
  outfit: Outfit;
  hairColor?: string;
  /** Turban colour for the pheta (defaults to cloth2). */
  hat?: string;
}

/** Drawn in a 900 x 900 view box whatever the output size. */
export function portrait(o: PortraitOpts): Scene {
  return (c) => {
    const k = c.w / 900;
    const s = c.s;
    const hc = o.hairColor ?? (o.hair === 'grey' ? '#cfcac2' : '#241914');
    s.add(
      rect(
        0,
        0,
        c.w,
        c.h,
        s.radial(
          [
            [0, shade(o.bg, 1.18)],
            [1, shade(o.bg, 0.9)],
          ],
          c.w * 0.5,
          c.h * 0.4,
          c.w * 0.75,
        ),
      ),
    );
    s.add(`<g transform="scale(${k.toFixed(3)})">`);
    s.add(circle(450, 420, 330, shade(o.bg, 1.28), { opacity: 0.55 }));
    s.add(path('M0 760Q220 690 450 730T900 720L900 900L0 900Z', shade(o.bg, 0.82), { opacity: 0.6 }));
    if (o.hair === 'long' || o.hair === 'bob')
      s.add(
        path(
          o.hair === 'long'
            ? 'M330 330Q320 560 300 660L600 660Q580 560 570 330Z'
            : 'M335 340Q325 470 345 520L555 520Q575 470 565 340Z',
          hc,
        ),
      );
    if (o.hair === 'bun') s.add(circle(450, 235, 62, hc));
    const body = 'M120 900Q130 690 300 640Q380 612 450 612Q520 612 600 640Q770 690 780 900Z';
    s.add(rect(405, 470, 90, 170, shade(o.skin, 0.88)));
    s.add(path(body, o.cloth));
    if (o.outfit === 'shirt')
      s.add(
        path('M450 612L395 622L430 700Z', shade(o.cloth, 1.2)),
        path('M450 612L505 622L470 700Z', shade(o.cloth, 1.2)),
        path('M450 640L430 700L450 900L470 700Z', shade(o.cloth, 0.85)),
        ...[740, 800, 860].map((y) => circle(450, y, 6, shade(o.cloth, 0.7))),
      );
    if (o.outfit === 'kurta' || o.outfit === 'jacket')
      s.add(
        rect(410, 612, 80, 22, shade(o.cloth, 0.9), { rx: 6 }),
        path('M444 634L456 634L456 780L444 780Z', shade(o.cloth, 0.85)),
        ...[670, 710, 750].map((y) => circle(450, y, 6, o.cloth2)),
      );
    if (o.outfit === 'jacket')
      s.add(
        path('M120 900Q130 690 300 640Q360 620 410 616L436 900Z', o.cloth2),
        path('M780 900Q770 690 600 640Q540 620 490 616L464 900Z', o.cloth2),
        rect(300, 760, 60, 8, shade(o.cloth2, 0.75)),
      );
    if (o.outfit === 'saree')
      s.add(
        path('M300 640Q380 612 420 614L700 900L520 900L250 660Z', o.cloth2),
        path('M420 614L440 616L720 900L700 900Z', '#e9b52f'),
        path('M250 660L270 650L540 900L520 900Z', '#e9b52f'),
      );
    if (o.outfit === 'dupatta')
      s.add(
        path('M240 660Q300 630 350 622Q330 760 300 900L200 900Q210 760 240 660Z', o.cloth2),
        path('M660 660Q600 630 550 622Q570 760 600 900L700 900Q690 760 660 660Z', o.cloth2),
        path('M360 622Q450 700 540 622', 'none', { stroke: o.cloth2, 'stroke-width': 26 }),
      );
    s.add(ellipse(345, 400, 20, 34, shade(o.skin, 0.9)), ellipse(555, 400, 20, 34, shade(o.skin, 0.9)));
    s.add(ellipse(450, 380, 108, 134, o.skin));
    if (o.hair === 'grey') s.add(path('M360 430Q370 540 450 560Q530 540 540 430Q520 500 450 505Q380 500 360 430Z', hc));
    const caps: Record<Hair, string> = {
      short: 'M340 380Q330 250 450 242Q570 250 560 380Q545 310 450 300Q380 302 340 380Z',
      side: 'M340 390Q320 240 460 238Q580 250 562 380Q540 300 470 296Q420 330 340 390Z',
      long: 'M335 420Q320 240 450 240Q580 240 565 420Q550 300 450 292Q350 300 335 420Z',
      bob: 'M335 420Q320 240 450 240Q580 240 565 420Q550 310 470 290Q360 300 335 420Z',
      bun: 'M340 390Q330 250 450 246Q570 250 560 390Q550 300 450 296Q350 300 340 390Z',
      braid: 'M340 390Q330 250 450 246Q570 250 560 390Q550 300 450 296Q350 300 340 390Z',
      grey: 'M345 360Q340 262 450 256Q560 262 555 360Q540 310 450 306Q360 310 345 360Z',
      pheta: '',
      topi: 'M345 370Q340 290 450 282Q560 290 555 370Q540 330 450 326Q360 330 345 370Z',
    };
    if (caps[o.hair]) s.add(path(caps[o.hair], hc));
    if (o.hair === 'braid')
      s.add(path('M545 380Q600 480 590 640Q585 700 600 760L570 760Q560 700 562 640Q566 500 520 400Z', hc));
    const hat = o.hat ?? o.cloth2;
    if (o.hair === 'pheta')
      s.add(
        path('M335 350Q320 230 450 222Q580 230 565 350Q520 320 450 318Q380 320 335 350Z', hat),
        ...[0, 1, 2].map((i) =>
          path(`M${345 + i * 8} ${330 - i * 30}Q450 ${300 - i * 34} ${555 - i * 8} ${330 - i * 30}`, 'none', {
            stroke: shade(hat, 0.8),
            'stroke-width': 8,
          }),
        ),
        path('M330 340Q300 420 318 520L344 510Q336 430 352 352Z', hat),
      );
    if (o.hair === 'topi')
      s.add(
        path('M352 330L548 330L530 262Q450 250 370 262Z', '#fbf8f0'),
        path('M352 330L548 330L545 316L355 316Z', '#e9e2d2'),
      );
    s.add('</g>');
  };
}

/** Founder and seven team members: each with their own colours, clothing and hair. */
export type PersonKey = 'founder' | `team-${1 | 2 | 3 | 4 | 5 | 6 | 7}`;

export const PEOPLE: Record<PersonKey, PortraitOpts> = {
  founder: {
    bg: '#d9a04a',
    cloth: '#f4efe2',
    cloth2: '#7c2f2b',
    skin: '#8a5a3c',
    hair: 'pheta',
    outfit: 'jacket',
    hat: '#ee8a1c',
  },
  'team-1': { bg: '#9fb58a', cloth: '#2f7f78', cloth2: '#f3a534', skin: '#9c6a48', hair: 'bun', outfit: 'saree' },
  'team-2': { bg: '#8fbcd6', cloth: '#3b5a9a', cloth2: '#e9e2d2', skin: '#7a4e34', hair: 'short', outfit: 'shirt' },
  'team-3': { bg: '#e6b89c', cloth: '#d9607a', cloth2: '#f2d67a', skin: '#a8754f', hair: 'long', outfit: 'dupatta' },
  'team-4': { bg: '#a9ad6e', cloth: '#efe4cc', cloth2: '#8a5a3a', skin: '#6e4630', hair: 'topi', outfit: 'kurta' },
  'team-5': { bg: '#b7a3c9', cloth: '#7c2f4b', cloth2: '#c9622f', skin: '#8a5a3c', hair: 'braid', outfit: 'saree' },
  'team-6': {
    bg: '#d08a6a',
    cloth: '#f4efe2',
    cloth2: '#4f6e34',
    skin: '#5e3b28',
    hair: 'side',
    outfit: 'jacket',
    hairColor: '#1a1410',
  },
  'team-7': {
    bg: '#8cc2b8',
    cloth: '#e2a72e',
    cloth2: '#6e4528',
    skin: '#9c6a48',
    hair: 'bob',
    outfit: 'shirt',
    hairColor: '#3a2418',
  },
};
