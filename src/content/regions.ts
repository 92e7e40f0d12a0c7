/**
 * The ten region pages linked from the Maharashtra menu, in menu order
 * (navigation.ts), with the labels their page uses. Facts are kept to what is
 * well established; see regionsKokan.ts, regionsDeccan.ts, regionsNorthEast.ts.
 */
import { akola, kolhapur, nagpur, pune } from './regions-deccan.ts';
import { raigad, ratnagiri, sindhudurg } from './regions-kokan.ts';
import { aurangabad, khandesh, nanded } from './regions-north-east.ts';
import type { Region, RegionsPage } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const regionsPage = {
  labels: {
    division: 'Region',
    otherName: 'Also known as',
    crops: 'What grows here',
    seasons: 'When to visit',
    landmarks: 'Landmarks nearby',
    experiences: 'Farm experiences',
    otherRegions: 'Explore other regions',
    contactCta: { label: 'Plan a farm visit with us', to: sitePaths.contact },
  },
  regions: [ratnagiri, sindhudurg, raigad, nagpur, akola, pune, kolhapur, aurangabad, nanded, khandesh],
} satisfies RegionsPage;

/** The region page at a path, if there is one. */
export function regionByPath(path: string): Region | undefined {
  return regionsPage.regions.find((r) => r.path === path);
}
