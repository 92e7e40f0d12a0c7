import { createContext, useContext } from 'react';
import { resolveBusiness, type Business } from './business.ts';
import { defaultRetentionDays } from './retention.ts';

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
  /** Days a contact message is kept (RETENTION_DAYS, read at start): the privacy notice says it. */
  retentionDays: number;
}

/** Outside a server render (unit tests): no origin, the built-in stand-ins, the default retention. */
export const SiteInfoContext = createContext<SiteInfo>({
  siteUrl: '',
  business: resolveBusiness(),
  retentionDays: defaultRetentionDays,
});

export const useSiteInfo = (): SiteInfo => useContext(SiteInfoContext);
export const useBusiness = (): Business => useContext(SiteInfoContext).business;
