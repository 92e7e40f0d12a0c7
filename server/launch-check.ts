import { client } from './from-src.ts';
import type { Config } from './config.ts';

/** Domains that reach nobody (RFC 2606, RFC 6761): an address on one is a stand-in. */
const reservedDomain = /(^|\.)(example(\.(com|net|org))?|test|invalid|localhost)$/i;
const digits = (value: string) => value.replaceAll(/\D/g, '');

/**
 * What would go live as a stand-in: a missing `SITE_URL`, and each of the business's
 * details the operator's file (SITE_CONFIG) leaves out or gives as the built-in stand-in
 * (src/content/client.ts). One line a value, naming its key. The server logs them at start in
 * production; `npm run check:config` (server/check-config.ts) fails on them.
 */
export function launchProblems(config: Config): string[] {
  const { contact = {}, social, videos = {}, map } = config.site;
  const problems: string[] = [];
  if (!config.siteUrlSet)
    problems.push(
      `SITE_URL: not set, so canonical links, Open Graph, hreflang and the sitemap name ${config.siteUrl.origin}`,
    );
  if (!contact.phone || digits(contact.phone) === digits(client.phone.tel))
    problems.push(`contact.phone: the stand-in ${client.phone.display}`);
  if (!contact.whatsapp || digits(contact.whatsapp) === client.whatsapp.number)
    problems.push(`contact.whatsapp: the stand-in ${client.whatsapp.display}`);
  const email = contact.email ?? client.email;
  if (reservedDomain.test(email.split('@').pop() ?? '')) problems.push(`contact.email: ${email}, which reaches nobody`);
  if (!contact.address) problems.push(`contact.address: the stand-in "${client.address.lines.join(', ')}"`);
  if (!social) problems.push("social: the stand-ins, links to each network's home page");
  if (!videos.project) problems.push('videos.project: not given, so the six players of Our Project show posters only');
  if (!videos.story)
    problems.push(
      "videos.story: not given, so Our Story shows one public video that is not the business's, and eleven posters",
    );
  const from = config.mail?.from.address;
  if (from && reservedDomain.test(from.split('@').pop() ?? ''))
    problems.push(
      `MAIL_FROM: ${from}${config.mail?.fromDerived ? ' (derived)' : ''}, which no mail server will accept as a sender`,
    );
  if (!map) problems.push(`map: the stand-in "${client.map.query}" (${client.map.lat}, ${client.map.lng})`);
  return problems;
}
