/**
 * The directory of centres (issue 53, decision 095): its addresses, the controlled lists a
 * centre is described with (each with its words in both languages, as the admin form, the CSV
 * import and both languages' pages need them at once), and what a centre's profile holds. The
 * checks of a profile are the server's (./profile.server.ts). No React.
 */
import type { Language } from '../../languages.ts';
import type { ShownPhoto } from '../../media/photo.ts';

const list = '/centres';
export const directoryPaths = {
  list,
  centre: (slug: string) => `${list}/${slug}`,
  /** Every published centre as the cards need it, for the list's filtering in the browser. */
  index: '/centres.json',
  admin: '/admin/centres',
  adminCentre: (id: string) => `/admin/centres/${id}`,
  adminNew: '/admin/centres/new',
};

/**
 * The data version the directory's pages are made from (their route's `handle.data`), raised by
 * every change to a centre's public face (server/store/versions.ts): here, so that a feature that
 * unlists a centre (an owner's link, src/features/enquiries/) raises it too.
 */
export const directoryData = 'directory';

/** Words in both languages: a controlled list's label is shown in the page's language. */
export type Bilingual = Record<Language, string>;

const labelled = <Code extends string>(entries: Record<Code, Bilingual>) => entries;

export const offerLabels = labelled({
  'day-visit': { en: 'Day visit', mr: 'एक दिवसाची भेट' },
  stay: { en: 'Overnight stay', mr: 'रात्रीचा मुक्काम' },
  camping: { en: 'Camping', mr: 'तंबूत मुक्काम' },
  schools: { en: 'School trips', mr: 'शालेय सहली' },
  groups: { en: 'Groups', mr: 'गट सहली' },
  produce: { en: 'Farm produce for sale', mr: 'शेतमाल विक्री' },
});
export type Offer = keyof typeof offerLabels;

export const activityLabels = labelled({
  'bullock-cart': { en: 'Bullock-cart ride', mr: 'बैलगाडीची सफर' },
  milking: { en: 'Milking', mr: 'धार काढणे' },
  'fruit-picking': { en: 'Fruit picking', mr: 'फळे तोडणे' },
  hurda: { en: 'Hurda party', mr: 'हुरडा पार्टी' },
  fishing: { en: 'Fishing', mr: 'मासेमारी' },
  nursery: { en: 'Plant nursery', mr: 'रोपवाटिका' },
  dairy: { en: 'Dairy', mr: 'दुग्धव्यवसाय' },
  'folk-arts': { en: 'Folk arts', mr: 'लोककला' },
  'tribal-culture': { en: 'Tribal culture', mr: 'आदिवासी संस्कृती' },
  trekking: { en: 'Trekking nearby', mr: 'परिसरात ट्रेकिंग' },
  'farm-work': { en: 'Sowing and harvest', mr: 'पेरणी आणि कापणी' },
  'bird-watching': { en: 'Bird watching', mr: 'पक्षीनिरीक्षण' },
  swimming: { en: 'Swimming', mr: 'पोहणे' },
  'rural-games': { en: 'Rural games', mr: 'गावाकडचे खेळ' },
});
export type Activity = keyof typeof activityLabels;

export const foodLabels = labelled({
  veg: { en: 'Vegetarian', mr: 'शाकाहारी' },
  'non-veg': { en: 'Non-vegetarian', mr: 'मांसाहारी' },
  jain: { en: 'Jain food on request', mr: 'मागणीनुसार जैन जेवण' },
});
export type Food = keyof typeof foodLabels;

export const spokenLabels = labelled({
  mr: { en: 'Marathi', mr: 'मराठी' },
  hi: { en: 'Hindi', mr: 'हिंदी' },
  en: { en: 'English', mr: 'इंग्रजी' },
  gu: { en: 'Gujarati', mr: 'गुजराती' },
  kn: { en: 'Kannada', mr: 'कन्नड' },
});
export type Spoken = keyof typeof spokenLabels;

/** The ways to reach a centre that its owner may let the directory show. */
export const channels = ['phone', 'whatsapp', 'email', 'website'] as const;
export type Channel = (typeof channels)[number];

export const centreStatuses = ['draft', 'published', 'unlisted'] as const;
export type CentreStatus = (typeof centreStatuses)[number];

/** The registration form's consent box, word for word: the admin's consent form starts from it. */
export { listingConsent } from '../registration/contract.ts';

/** How an owner's consent to be listed was given. */
export const consentMethods = ['registration-form', 'phone', 'in-person'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/** The price bands of the list's filter: the lowest "from" price, in rupees a person. */
export const priceBands = {
  'under-500': [0, 499],
  '500-1000': [500, 1000],
  '1000-2000': [1001, 2000],
  'over-2000': [2001, Number.MAX_SAFE_INTEGER],
} as const satisfies Record<string, readonly [number, number]>;
export type PriceBand = keyof typeof priceBands;

/** The months of the year, 1 (January) to 12. */
export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** What the directory keeps of a centre and shows (in part, as its consent allows). */
export interface CentreProfile {
  name: Bilingual;
  village: string;
  taluka: string;
  /** A district's code (./places.ts). */
  district: string;
  location: { lat: number; lng: number } | null;
  offers: Offer[];
  activities: Activity[];
  food: Food[];
  rooms: number | null;
  beds: number | null;
  openMonths: Month[];
  bestMonths: Month[];
  /** "From" prices in rupees: a person's day visit, a night's stay. */
  priceDay: number | null;
  priceNight: number | null;
  languages: Spoken[];
  familyFriendly: boolean;
  accessible: boolean;
  /** The government's agro-tourism registration, and until when it is valid (YYYY-MM-DD). */
  licence: { number: string; validUntil: string };
  /** Plain text, paragraphs split by blank lines; never HTML. */
  description: Bilingual;
  contact: { phone: string; whatsapp: string; email: string; website: string };
  /** The day the office last checked the facts (YYYY-MM-DD), or ''. */
  lastVerified: string;
}

/** A published centre as the public pages have it: the profile with only the consented channels. */
export interface PublicCentre {
  slug: string;
  profile: CentreProfile;
  photos: ShownPhoto[];
  /** When it was last changed (ISO), for the sitemap. */
  updatedAt: string;
}

/**
 * What a card on the list shows and the list's filters read of a centre: the list's pages carry
 * these, and the browser's copy of the whole list (`/centres.json`, for filtering as one types)
 * is a list of these. A `PublicCentre` is one.
 */
export interface CardCentre {
  slug: string;
  profile: Pick<
    CentreProfile,
    | 'name'
    | 'village'
    | 'taluka'
    | 'district'
    | 'offers'
    | 'activities'
    | 'openMonths'
    | 'priceDay'
    | 'priceNight'
    | 'languages'
    | 'familyFriendly'
  >;
  /** The first photo only. */
  photos: ShownPhoto[];
}

/** A centre as its card needs it: nothing more goes into a page's list or the browser's copy. */
export const cardOf = ({ slug, profile, photos }: CardCentre): CardCentre => ({
  slug,
  profile: {
    name: profile.name,
    village: profile.village,
    taluka: profile.taluka,
    district: profile.district,
    offers: profile.offers,
    activities: profile.activities,
    openMonths: profile.openMonths,
    priceDay: profile.priceDay,
    priceNight: profile.priceNight,
    languages: profile.languages,
    familyFriendly: profile.familyFriendly,
  },
  photos: photos.slice(0, 1),
});
