/**
 * How a centre's facts read in the page's language (decision 095): its name, its place, its
 * photos as pictures, its prices. The same for the list's cards, a centre's page and a region
 * page's cards. No React.
 */
import { language } from '../../language.ts';
import type { Picture } from '../../media/picture.ts';
import { directoryPaths, photoFileName, type Bilingual, type CentrePhoto, type CardCentre } from './contract.ts';
import { districtOf } from './places.ts';

/** A text in the page's language; the English one where the Marathi one is empty. */
export const inLanguage = (text: Bilingual) => text[language] || text.en;

export const nameOf = (centre: CardCentre) => inLanguage(centre.profile.name);

export const districtName = (code: string) => {
  const district = districtOf(code);
  return district ? inLanguage(district) : code;
};

/** Village, taluka and district, as a person writes an address. */
export const placeOf = ({ profile }: CardCentre) =>
  [profile.village, profile.taluka, districtName(profile.district)].filter(Boolean).join(', ');

/** Rupees as Indians write them (`1,500`, `1,25,000`), in Latin digits on every page (decision 068). */
export const rupees = (amount: number) => new Intl.NumberFormat('en-IN').format(amount);

/** A photo as a <picture>: AVIF and WebP at each width it has, the fallback JPEG at 640 px at most. */
export function photoPicture(photo: CentrePhoto): Picture {
  const srcset = (format: 'avif' | 'webp') =>
    photo.widths
      .map((width) => `${directoryPaths.photo(photoFileName(photo.hash, width, format))} ${width}w`)
      .join(', ');
  const fallback = photo.widths.filter((width) => width <= 640).at(-1) ?? photo.widths[0] ?? photo.width;
  return {
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    img: {
      src: directoryPaths.photo(photoFileName(photo.hash, fallback, 'jpg')),
      w: fallback,
      h: Math.round((photo.height * fallback) / photo.width),
    },
  };
}

/** A date (YYYY-MM-DD) as the page's language writes it, with Latin digits: `31 March 2027`. */
export const dayOf = (date: string, months: readonly string[]) => {
  const [year, month, day] = date.split('-').map(Number);
  return year && month && day ? `${day} ${months[month - 1]} ${year}` : date;
};
