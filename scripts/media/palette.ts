/** Shared earthy palette and sky presets used by every illustration. */

export const C = {
  leaf: '#5e8c3a',
  leafDark: '#3d6630',
  leafDeep: '#2c4d27',
  leafLight: '#93b85a',
  sprout: '#b5cf6b',
  olive: '#7d8b3c',
  paddy: '#8cc04b',
  cane: '#6f9a3c',
  soil: '#8b5a3a',
  soilDark: '#5c3a24',
  soilLight: '#b98a5c',
  clay: '#c0754a',
  mud: '#a86b45',
  wood: '#6e4528',
  woodLight: '#9a6a3f',
  roof: '#b4532f',
  roofDark: '#8a3d22',
  wall: '#efdcb8',
  wallShade: '#d6bd92',
  lime: '#f4eee0',
  stone: '#9c8f7d',
  stoneDark: '#6f6558',
  ochre: '#d9972b',
  mango: '#f3a534',
  mangoRed: '#e06a2c',
  orange: '#f08a24',
  turmeric: '#e9b52f',
  grape: '#6b3b6e',
  banana: '#7fae3e',
  cotton: '#fbf8f0',
  water: '#6fa8c2',
  waterDeep: '#3f7896',
  sea: '#3f8fa6',
  cream: '#f7ecd6',
  ink: '#2b2118',
  night: '#121b33',
  saffron: '#ee8a1c',
  indigo: '#3b4a8a',
  maroon: '#7c2f2b',
  teal: '#2f7f78',
  pink: '#d9607a',
  white: '#fffaf0',
} as const;

export interface Sky {
  top: string;
  mid: string;
  bottom: string;
  /** Sun or moon disc colour. */
  disc: string;
  /** Haze colour that distant hills fade into. */
  haze: string;
  cloud: string;
  /** Multiplier for how bright the land is (1 daytime, lower at dusk/night). */
  light: number;
}

export type SkyName = 'dawn' | 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'monsoon';

export const SKIES: Record<SkyName, Sky> = {
  dawn: {
    top: '#8fb3d6',
    mid: '#f3c9a0',
    bottom: '#fbe3b8',
    disc: '#fff3c4',
    haze: '#f4d3b0',
    cloud: '#fde9d4',
    light: 0.95,
  },
  morning: {
    top: '#7fb9dd',
    mid: '#b6dcec',
    bottom: '#eaf2e4',
    disc: '#fff6d6',
    haze: '#cfe3e6',
    cloud: '#ffffff',
    light: 1,
  },
  noon: {
    top: '#5aa3d6',
    mid: '#98cbe8',
    bottom: '#d8ecf1',
    disc: '#fffbe8',
    haze: '#bcd9e6',
    cloud: '#ffffff',
    light: 1.04,
  },
  golden: {
    top: '#e9a96a',
    mid: '#f6cc8a',
    bottom: '#fbe7b5',
    disc: '#fff0c0',
    haze: '#f1c999',
    cloud: '#fde3c2',
    light: 0.92,
  },
  dusk: {
    top: '#3c3f73',
    mid: '#b0607a',
    bottom: '#f0a46a',
    disc: '#ffd18a',
    haze: '#c98a7c',
    cloud: '#e9a08a',
    light: 0.62,
  },
  night: {
    top: '#070b1e',
    mid: '#131d3d',
    bottom: '#2a3561',
    disc: '#f4f1dc',
    haze: '#2f3a63',
    cloud: '#3a4570',
    light: 0.32,
  },
  monsoon: {
    top: '#7d8e9e',
    mid: '#a7b6bf',
    bottom: '#d3dcd8',
    disc: '#eef2ee',
    haze: '#b7c5c4',
    cloud: '#e6ebea',
    light: 0.9,
  },
};

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear blend of two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? v) - v) * t));
}

/** Scale brightness: f<1 darkens, f>1 lightens towards white. */
export function shade(color: string, f: number): string {
  if (f <= 1) return mix('#000000', color, f);
  return toHex(parse(color).map((v) => v + (255 - v) * Math.min(1, f - 1) * (0.25 + (0.75 * v) / 255)));
}

/** Colour of something lit by a sky: darkened by sky.light and tinted by the haze. */
export function lit(color: string, sky: Sky, tint = 0.12): string {
  return mix(shade(color, sky.light), sky.haze, tint * (sky.light < 0.7 ? 2 : 1));
}

/** Atmospheric perspective: depth 0 = near, 1 = far (fully haze). */
export function far(color: string, sky: Sky, depth: number): string {
  return mix(shade(color, sky.light), sky.haze, depth);
}
