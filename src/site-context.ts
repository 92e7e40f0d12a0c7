import { createContext } from 'react-router';

/** Per-request facts the server gives the root loader (see entry-server.tsx). */
export interface SiteInfo {
  /** Public origin of the site, for canonical and Open Graph URLs, e.g. https://example.org */
  siteUrl: string;
}

export const siteInfoContext = createContext<SiteInfo>();
