import { createContext, useContext } from 'react';
import { resolveBusiness, type Business } from './business.ts';

/**
 * What the server gives every render, the same for every request (src/entry-server.tsx): the
 * public origin and the business's details from the operator's file. A React context rather
 * than loader data, so the 404 page, which no loader runs for, has them too. Only components
 * the server renders read it; islands get what they show as props.
 */
export interface SiteInfo {
  /** Public origin of the site, for canonical and Open Graph URLs, e.g. https://example.org */
  siteUrl: string;
  business: Business;
}

/** Outside a server render (unit tests): no origin, and the built-in stand-ins. */
export const SiteInfoContext = createContext<SiteInfo>({ siteUrl: '', business: resolveBusiness() });

export const useSiteInfo = (): SiteInfo => useContext(SiteInfoContext);
export const useBusiness = (): Business => useContext(SiteInfoContext).business;
