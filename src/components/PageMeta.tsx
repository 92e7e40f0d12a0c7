import { useLocation } from 'react-router';
import { site } from '../content/site.ts';
import { language, localPath } from '../current-language.ts';
import { languages } from '../languages.ts';
import { usePageLanguages } from '../page-handle.ts';
import { useSiteInfo } from '../site-context.ts';
import { headText } from './head-text.ts';

interface Props {
  title: string;
  description: string;
  noindex?: boolean;
  /** Open Graph type: `article` for blog posts. */
  type?: 'website' | 'article';
  /**
   * The address to share (`og:url`) when it is not the page's own: the 404 page, the same for
   * every unknown path, shares the home page it leads to.
   */
  sharePath?: string;
  /** The page's own query, part of its address (a filtered list of centres: `?region=west`). */
  query?: string;
  /** The picture to share, when the page has its own (a centre's photo); else the site's. */
  image?: { url: string; width: number; height: number } | undefined;
}

/**
 * Per-page head tags: title, description, canonical link, the page in its other languages
 * (`hreflang`, English as `x-default`; none for a page written in one language only, decision
 * 043), Open Graph and Twitter card, every URL absolute. React 19 hoists them into <head>. The
 * router's pathname is the page's path without its language prefix. Title and description may
 * carry what visitors typed (an admin page's centre name): they lose any bidi control
 * (head-text.ts), since the head has no <bdi> to isolate them in.
 */
export function PageMeta({
  title: given,
  description: givenDescription,
  noindex = false,
  type = 'website',
  sharePath,
  query = '',
  image,
}: Props) {
  const title = headText(given);
  const description = headText(givenDescription);
  const { siteUrl: origin } = useSiteInfo();
  const { pathname } = useLocation();
  const written = usePageLanguages();
  const url = `${origin}${localPath(pathname)}${query}`;
  const others = written.filter((lang) => lang !== language);
  const alternates = written.length > 1 ? [...written, 'x-default' as const] : [];
  const fullTitle = `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : alternates.map((lang) => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang === 'x-default' ? lang : languages[lang].tag}
              href={`${origin}${localPath(pathname, lang === 'x-default' ? 'en' : lang)}${query}`}
            />
          ))}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={sharePath ? `${origin}${localPath(sharePath)}` : url} />
      <meta property="og:image" content={image ? `${origin}${image.url}` : `${origin}/og-image.jpg`} />
      <meta property="og:image:width" content={String(image?.width ?? 1200)} />
      <meta property="og:image:height" content={String(image?.height ?? 630)} />
      <meta property="og:locale" content={languages[language].ogLocale} />
      {others.map((lang) => (
        <meta key={lang} property="og:locale:alternate" content={languages[lang].ogLocale} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
