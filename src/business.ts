/**
 * The business's details as the pages show them: the operator's file (SITE_CONFIG, parsed by
 * the server at start, src/site-settings.ts) over the built-in stand-ins of this build's
 * language (src/content/client.ts). The server render resolves them once (entry-server.tsx);
 * components read them with `useBusiness()` (src/site-context.ts), and islands get them as
 * props, so a page's HTML is the same for every visitor.
 */
import { client } from './content/client.ts';
import type { Client, Video } from './content/schema.ts';
import { language } from './current-language.ts';
import type { SiteSettings, SocialNetwork, VideoSlot } from './site-settings.ts';

export type Business = Client & {
  /** The operator's video players, by page; undefined keeps the built-in ones. */
  videos: { project?: readonly VideoSlot[] | undefined; story?: readonly VideoSlot[] | undefined };
};

/** A value given once for both languages, or for each. */
const inThisLanguage = <T>(value: T | { en: T; mr: T }): T =>
  value && typeof value === 'object' && 'en' in value && 'mr' in value ? value[language] : (value as T);

const digits = (value: string) => value.replaceAll(/\D/g, '');
const networks: readonly SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'x'];

export function resolveBusiness(settings: SiteSettings = {}): Business {
  const { contact = {}, social, videos = {}, map } = settings;
  const labels = new Map(client.social.map((profile) => [profile.network, profile.label]));
  return {
    phone: contact.phone
      ? { display: contact.phone, tel: `${contact.phone.startsWith('+') ? '+' : ''}${digits(contact.phone)}` }
      : client.phone,
    whatsapp: contact.whatsapp
      ? {
          display: contact.whatsapp,
          number: digits(contact.whatsapp),
          url: `https://wa.me/${digits(contact.whatsapp)}`,
        }
      : client.whatsapp,
    email: contact.email ?? client.email,
    address: contact.address ? { ...client.address, lines: inThisLanguage(contact.address) } : client.address,
    social: social
      ? networks.flatMap((network) => {
          const url = social[network];
          return url ? [{ network, label: labels.get(network) ?? network, url }] : [];
        })
      : client.social,
    map: map ?? client.map,
    videos: { project: videos.project, story: videos.story },
  };
}

/** The page's videos with the operator's players: an id plays, null shows the poster only. */
export function withVideoSlots(videos: readonly Video[], slots: readonly VideoSlot[] | undefined): Video[] {
  return videos.map((video, index) => {
    const slot = slots?.[index];
    if (slot === undefined) return video;
    if (slot === null || typeof slot === 'string') return { ...video, youtubeId: slot };
    return { ...video, youtubeId: slot.id, title: inThisLanguage(slot.title) };
  });
}
