/**
 * Marathi twin of ../regions.ts: the ten region pages linked from the
 * Maharashtra menu, in menu order (navigation.ts), with the labels their page
 * uses. The region objects come from the Marathi twins ./regions-kokan.ts,
 * ./regions-deccan.ts and ./regions-north-east.ts.
 */
import { akola, kolhapur, nagpur, pune } from './regions-deccan.ts';
import { raigad, ratnagiri, sindhudurg } from './regions-kokan.ts';
import { aurangabad, khandesh, nanded } from './regions-north-east.ts';
import type { Region, RegionsPage } from '../schema.ts';
import { sitePaths } from '../../site-paths.ts';

export const regionsPage = {
  labels: {
    division: 'विभाग',
    otherName: 'दुसरे नाव',
    crops: 'इथे काय पिकते',
    seasons: 'कधी भेट द्यावी',
    landmarks: 'जवळपासची प्रेक्षणीय स्थळे',
    experiences: 'शेतीतील अनुभव',
    otherRegions: 'इतर प्रदेशही पाहा',
    contactCta: { label: 'आमच्यासोबत शेतभेटीचे नियोजन करा', to: sitePaths.contact },
  },
  regions: [ratnagiri, sindhudurg, raigad, nagpur, akola, pune, kolhapur, aurangabad, nanded, khandesh],
} satisfies RegionsPage;

/** The region page at a path, if there is one (Marathi content). */
export function regionByPath(path: string): Region | undefined {
  return regionsPage.regions.find((r) => r.path === path);
}
