/**
 * Where a centre can be: Maharashtra's 36 districts, each in one of the five regions the site's
 * Maharashtra menu uses, and the region pages (src/content/regions.ts) that list a district's
 * centres. Proper names in both scripts, as the directory shows and files them whatever the
 * page's language (the CSV import and the admin form take the codes). Plain data, no React.
 */
export const regionCodes = ['kokan', 'west', 'khandesh', 'marathwada', 'vidarbha'] as const;
export type RegionCode = (typeof regionCodes)[number];

export interface District {
  code: string;
  region: RegionCode;
  en: string;
  mr: string;
}

const district = (code: string, region: RegionCode, en: string, mr: string): District => ({ code, region, en, mr });

export const districts: readonly District[] = [
  district('mumbai-city', 'kokan', 'Mumbai City', 'मुंबई शहर'),
  district('mumbai-suburban', 'kokan', 'Mumbai Suburban', 'मुंबई उपनगर'),
  district('thane', 'kokan', 'Thane', 'ठाणे'),
  district('palghar', 'kokan', 'Palghar', 'पालघर'),
  district('raigad', 'kokan', 'Raigad', 'रायगड'),
  district('ratnagiri', 'kokan', 'Ratnagiri', 'रत्नागिरी'),
  district('sindhudurg', 'kokan', 'Sindhudurg', 'सिंधुदुर्ग'),
  district('pune', 'west', 'Pune', 'पुणे'),
  district('satara', 'west', 'Satara', 'सातारा'),
  district('sangli', 'west', 'Sangli', 'सांगली'),
  district('kolhapur', 'west', 'Kolhapur', 'कोल्हापूर'),
  district('solapur', 'west', 'Solapur', 'सोलापूर'),
  district('ahilyanagar', 'west', 'Ahilyanagar', 'अहिल्यानगर'),
  district('nashik', 'west', 'Nashik', 'नाशिक'),
  district('dhule', 'khandesh', 'Dhule', 'धुळे'),
  district('jalgaon', 'khandesh', 'Jalgaon', 'जळगाव'),
  district('nandurbar', 'khandesh', 'Nandurbar', 'नंदुरबार'),
  district('chhatrapati-sambhajinagar', 'marathwada', 'Chhatrapati Sambhajinagar', 'छत्रपती संभाजीनगर'),
  district('jalna', 'marathwada', 'Jalna', 'जालना'),
  district('beed', 'marathwada', 'Beed', 'बीड'),
  district('dharashiv', 'marathwada', 'Dharashiv', 'धाराशिव'),
  district('latur', 'marathwada', 'Latur', 'लातूर'),
  district('nanded', 'marathwada', 'Nanded', 'नांदेड'),
  district('parbhani', 'marathwada', 'Parbhani', 'परभणी'),
  district('hingoli', 'marathwada', 'Hingoli', 'हिंगोली'),
  district('nagpur', 'vidarbha', 'Nagpur', 'नागपूर'),
  district('wardha', 'vidarbha', 'Wardha', 'वर्धा'),
  district('bhandara', 'vidarbha', 'Bhandara', 'भंडारा'),
  district('gondia', 'vidarbha', 'Gondia', 'गोंदिया'),
  district('chandrapur', 'vidarbha', 'Chandrapur', 'चंद्रपूर'),
  district('gadchiroli', 'vidarbha', 'Gadchiroli', 'गडचिरोली'),
  district('amravati', 'vidarbha', 'Amravati', 'अमरावती'),
  district('akola', 'vidarbha', 'Akola', 'अकोला'),
  district('washim', 'vidarbha', 'Washim', 'वाशिम'),
  district('buldhana', 'vidarbha', 'Buldhana', 'बुलढाणा'),
  district('yavatmal', 'vidarbha', 'Yavatmal', 'यवतमाळ'),
];

const byCode = new Map(districts.map((one) => [one.code, one]));
export const districtOf = (code: string): District | undefined => byCode.get(code);

/** The districts each region page lists the centres of (the page's path, as the menu links it). */
export const regionPageDistricts: Readonly<Record<string, readonly string[]>> = {
  '/kokan/ratnagiri': ['ratnagiri'],
  '/kokan/sindhudurg': ['sindhudurg'],
  '/kokan/raigad': ['raigad'],
  '/vidarbha/nagpur': ['nagpur'],
  '/vidarbha/akola': ['akola'],
  '/west/pune': ['pune'],
  '/west/kolhapur': ['kolhapur'],
  '/marathwada/aurangabad': ['chhatrapati-sambhajinagar'],
  '/marathwada/nanded': ['nanded'],
  '/khandesh': ['dhule', 'jalgaon', 'nandurbar'],
};

/** The region page that lists a district's centres, if it has one. */
export const regionPageOf = (districtCode: string): string | undefined =>
  Object.entries(regionPageDistricts).find(([, codes]) => codes.includes(districtCode))?.[0];
