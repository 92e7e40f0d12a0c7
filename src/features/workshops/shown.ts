/**
 * How the workshops' pages say an event's facts in the page's language, always in India's time
 * (`Asia/Kolkata`), whatever the visitor's device is set to: the server writes the words, and the
 * islands never reformat them.
 */
import { fillTemplate } from '../../content/fill-template.ts';
import { workshops as copy } from '../../content/workshops.ts';
import { language } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import type { PublicEvent } from './contract.ts';
import { dateIn, whenIn } from './when.ts';

const tag = languages[language].tag;
const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const inLanguage = (text: { en: string; mr: string }) => text[language] || text.en;
export const monthOf = (iso: string) => month.format(new Date(iso));

export const dateOf = (iso: string) => dateIn(iso, tag);

export const whenOf = (event: Pick<PublicEvent, 'startsAt' | 'endsAt'>) => whenIn(event, tag);

export function placeOf(event: PublicEvent) {
  if (event.place.kind === 'online') return copy.event.online;
  const centre = event.place.centre ? inLanguage(event.place.centre.name) : '';
  return [centre, event.place.address].filter(Boolean).join(', ');
}

export const feeOf = (event: PublicEvent) =>
  event.fee === 0 ? copy.event.free : fillTemplate(copy.event.feeText, { fee: event.fee.toLocaleString(tag) });

/** What stands out about it: full, postponed, cancelled (or nothing when scheduled with seats). */
export function badgeOf(event: PublicEvent): string | undefined {
  if (event.status === 'postponed' || event.status === 'cancelled') return copy.statuses[event.status];
  return event.seatsLeft === 0 ? copy.statuses.full : undefined;
}
