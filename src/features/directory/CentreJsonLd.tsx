import { JsonLd } from '../../components/JsonLd.tsx';
import { language, localPath } from '../../current-language.ts';
import { largestJpeg } from '../../media/photo.ts';
import { useSiteInfo } from '../../site-context.ts';
import { activityLabels, directoryPaths, offerLabels, spokenLabels, type PublicCentre } from './contract.ts';
import { districtName, inLanguage, nameOf, rupees } from './shown.ts';

/**
 * A centre as search engines read it (schema.org): a `TouristAttraction`, and a `LodgingBusiness`
 * too when it has stays (then with its price range), with its address, pin, languages, amenities,
 * photos and the channels its owner let the directory show. Absolute URLs throughout.
 */
export function CentreJsonLd({ centre }: { centre: PublicCentre }) {
  const { siteUrl } = useSiteInfo();
  const { profile } = centre;
  const lodging = profile.offers.includes('stay') || profile.offers.includes('camping');
  const prices = [profile.priceDay, profile.priceNight].filter((price) => price !== null);
  const description = inLanguage(profile.description).split('\n\n')[0];
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': lodging ? ['TouristAttraction', 'LodgingBusiness'] : 'TouristAttraction',
    name: nameOf(centre),
    ...(profile.name.mr &&
      profile.name.mr !== profile.name.en && { alternateName: language === 'mr' ? profile.name.en : profile.name.mr }),
    ...(description && { description }),
    url: `${siteUrl}${localPath(directoryPaths.centre(centre.slug))}`,
    address: {
      '@type': 'PostalAddress',
      ...(profile.village && { addressLocality: profile.village }),
      addressRegion: `${districtName(profile.district)}, Maharashtra`,
      addressCountry: 'IN',
    },
    ...(profile.location && {
      geo: { '@type': 'GeoCoordinates', latitude: profile.location.lat, longitude: profile.location.lng },
    }),
    ...(centre.photos.length > 0 && {
      image: centre.photos.map((photo) => `${siteUrl}${largestJpeg(photo).path}`),
    }),
    availableLanguage: profile.languages.map((code) => spokenLabels[code].en),
    amenityFeature: [
      ...profile.activities.map((code) => activityLabels[code]),
      ...profile.offers.map((code) => offerLabels[code]),
    ].map((label) => ({ '@type': 'LocationFeatureSpecification', name: inLanguage(label), value: true })),
    ...(profile.contact.phone && { telephone: `+91${profile.contact.phone}` }),
    ...(profile.contact.email && { email: profile.contact.email }),
    ...(profile.contact.website && { sameAs: profile.contact.website }),
    ...(lodging &&
      prices.length > 0 && {
        priceRange: `₹${rupees(Math.min(...prices))}–₹${rupees(Math.max(...prices))}`,
        currenciesAccepted: 'INR',
      }),
    isAccessibleForFree: false,
    publicAccess: true,
  };
  return <JsonLd data={data} />;
}
