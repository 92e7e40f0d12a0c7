/**
 * How the workshops' pages say an event's facts in the page's language, always in India's time
 * (`Asia/Kolkata`), whatever the visitor's device is set to: the server writes the words, and the
 * islands never reformat them.
 */
import { fillTemplate } from '../../content/fill-template.ts';
import { workshops as copy } from '../../content/workshops.ts';
import { language } from '../../language.ts';
import { languages } from '../../languages.ts';
import type { PublicEvent } from './contract.ts';

const tag = languages[language].tag;
const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const inLanguage = (text: { en: string; mr: string }) => text[language] || text.en;
export const monthOf = (iso: string) => month.format(new Date(iso));

/** A day as a language (`tag`) writes it in India: `12 December 2026`; the page's language by default. */
export const dateIn = (iso: string, as = tag) =>
  new Intl.DateTimeFormat(as, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
export const dateOf = (iso: string) => dateIn(iso);

/** Its day and hours in India: one day, or from one day to another; the page's language by default (a mail gives its reader's). */
export function whenIn(event: Pick<PublicEvent, 'startsAt' | 'endsAt'>, as = tag) {
  const day = new Intl.DateTimeFormat(as, { dateStyle: 'full', timeZone: 'Asia/Kolkata' });
  const time = new Intl.DateTimeFormat(as, { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  return day.format(start) === day.format(end)
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
    : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}
export const whenOf = (event: Pick<PublicEvent, 'startsAt' | 'endsAt'>) => whenIn(event);

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
