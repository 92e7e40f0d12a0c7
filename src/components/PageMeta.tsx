import { useLocation } from 'react-router';
import { site } from '../content/site.ts';
import { language, localPath } from '../language.ts';
import { languages, type Language } from '../languages.ts';
import { useSiteInfo } from '../site-context.ts';

interface Props {
  title: string;
  description: string;
  noindex?: boolean;
  /** Open Graph type: `article` for blog posts. */
  type?: 'website' | 'article';
}

/**
 * Per-page head tags: title, description, canonical link, the page in the other language
 * (`hreflang`, English as `x-default`), Open Graph and Twitter card. React 19 hoists them
 * into <head>. The router's pathname is the page's path without its language prefix.
 */
export function PageMeta({ title, description, noindex = false, type = 'website' }: Props) {
  const { siteUrl: origin } = useSiteInfo();
  const { pathname } = useLocation();
  const url = `${origin}${localPath(pathname)}`;
  const others = (Object.keys(languages) as Language[]).filter((lang) => lang !== language);
  const image = `${origin}/og-image.jpg`;
  const fullTitle = `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : [...(Object.keys(languages) as Language[]), 'x-default' as const].map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang === 'x-default' ? lang : languages[lang].tag}
              href={`${origin}${localPath(pathname, lang === 'x-default' ? 'en' : lang)}`}
            />
          ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {/* A page that is not indexed has no address worth sharing: the 404 page is the same for every unknown path. */}
      {noindex ? null : <meta property="og:url" content={url} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={languages[language].ogLocale} />
      {others.map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={languages[lang].ogLocale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
