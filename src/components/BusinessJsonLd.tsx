import { useRouteLoaderData } from 'react-router';
import { client } from '../content/client.ts';
import { site } from '../content/site.ts';
import type { SiteInfo } from '../site-context.ts';

/** Structured data for search engines: a travel agency in Pune, its phone and the areas it serves. */
export function BusinessJsonLd() {
  const info = useRouteLoaderData('root') as SiteInfo | undefined;
  const origin = info?.siteUrl ?? '';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: site.name,
    description: site.description,
    url: `${origin}/home`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/og-image.jpg`,
    telephone: client.phone.tel,
    email: client.email,
    address: {
      '@type': 'PostalAddress',
      addressLocality: client.address.locality,
      addressRegion: client.address.region,
      addressCountry: client.address.countryCode,
    },
    areaServed: site.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    sameAs: client.social.map((profile) => profile.url),
  };
  // A data block, not a script: CSP does not apply, and `<` is escaped so no tag can close it early.
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
