import { site } from '../content/site.ts';
import { localPath } from '../current-language.ts';
import { useSiteInfo } from '../site-context.ts';
import { JsonLd } from './JsonLd.tsx';
import { mapLinkUrl } from './map-urls.ts';
import { sitePaths } from '../site-paths.ts';

/** The business's one identity in structured data, the same in both languages (articles name it as author). */
export const organizationId = (origin: string) => `${origin}/#organization`;

/**
 * Structured data for search engines: a travel agency in Pune, its phone, e-mail, place and the
 * areas it serves, and its profiles (`sameAs`, only those the operator gave), from the
 * operator's file (src/business.ts). Its home page is the one in this page's language. On the
 * home and contact pages only (decision 058): articles name the business by its `@id`.
 */
export function BusinessJsonLd() {
  const { siteUrl: origin, business } = useSiteInfo();
  const sameAs = business.social.map((profile) => profile.url);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        '@id': organizationId(origin),
        name: site.name,
        description: site.description,
        url: `${origin}${localPath(sitePaths.home)}`,
        logo: `${origin}/icons/icon-512.png`,
        image: `${origin}/og-image.jpg`,
        telephone: business.phone.tel,
        email: business.email,
        address: {
          '@type': 'PostalAddress',
          addressLocality: business.address.locality,
          addressRegion: business.address.region,
          addressCountry: business.address.countryCode,
        },
        geo: { '@type': 'GeoCoordinates', latitude: business.map.lat, longitude: business.map.lng },
        hasMap: mapLinkUrl(business.map.query),
        areaServed: site.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
        ...(sameAs.length > 0 ? { sameAs } : {}),
      }}
    />
  );
}
