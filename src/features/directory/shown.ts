/**
 * How a centre's facts read in the page's language (decision 095): its name, its place, its
 * its prices. The same for the list's cards, a centre's page and a region
 * page's cards. No React.
 */
import { language } from '../../current-language.ts';
import type { Bilingual, CardCentre } from './contract.ts';
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

/** A date (YYYY-MM-DD) as the page's language writes it, with Latin digits: `31 March 2027`. */
export const dayOf = (date: string, months: readonly string[]) => {
  const [year, month, day] = date.split('-').map(Number);
  return year && month && day ? `${day} ${months[month - 1]} ${year}` : date;
};
