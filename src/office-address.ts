import { client } from './content/client.ts';
import type { SiteSettings } from './site-settings.ts';

/** The office's address: the operator's `contact.email` (SITE_CONFIG), else the stand-in the pages show. */
export const officeAddress = (config: { site: SiteSettings }) => config.site.contact?.email ?? client.email;
