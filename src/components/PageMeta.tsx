import { useLocation, useRouteLoaderData } from 'react-router';
import type { SiteInfo } from '../site-context.ts';

interface Props {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Per-page head tags; React 19 hoists them into <head>. */
export function PageMeta({ title, description, noindex = false }: Props) {
  const site = useRouteLoaderData('root') as SiteInfo | undefined;
  const { pathname } = useLocation();
  const canonical = site ? new URL(pathname, site.siteUrl).href : undefined;
  const fullTitle = `${title} | Agro Tourism`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {canonical && !noindex ? <link rel="canonical" href={canonical} /> : null}
    </>
  );
}
