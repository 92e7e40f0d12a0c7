import { useLocation } from 'react-router';
import { organizationId } from '../../components/BusinessJsonLd.tsx';
import { JsonLd } from '../../components/JsonLd.tsx';
import type { Image } from '../../content/schema.ts';
import { site } from '../../content/site.ts';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import { useSiteInfo } from '../../site-context.ts';
import { sitePaths } from '../../site-paths.ts';

interface Props {
  title: string;
  summary: string;
  /** ISO date, e.g. 2021-07-23. */
  published: string;
  image?: Image | undefined;
  /** The article's language when it is not the page's. */
  lang?: 'mr' | undefined;
}

/**
 * The article for search engines: a `BlogPosting` at this page's address, in the language its
 * text is written in, by the business (the organisation of the page's `TravelAgency` data,
 * named by the same `@id`), with its picture or else the site's sharing image.
 */
export function ArticleJsonLd({ title, summary, published, image, lang }: Props) {
  const { siteUrl: origin } = useSiteInfo();
  const { pathname } = useLocation();
  const url = `${origin}${localPath(pathname)}`;
  const organization = {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: site.name,
    url: `${origin}${localPath(sitePaths.home)}`,
    logo: `${origin}/icons/icon-512.png`,
  };
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        mainEntityOfPage: url,
        url,
        headline: title,
        description: summary,
        datePublished: published,
        inLanguage: languages[lang ?? language].tag,
        image: `${origin}${image ? image.picture.img.src : '/og-image.jpg'}`,
        author: organization,
        publisher: organization,
      }}
    />
  );
}
