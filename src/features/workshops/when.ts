/**
 * An event's day and hours as a language (a BCP 47 tag) writes them, always in India's time
 * (`Asia/Kolkata`), whatever the zone of the server or the visitor's device. The pages use it in
 * their own language (./shown.ts), a mail in its reader's (./mail.server.ts). It imports nothing of
 * the build's language, so the server's own code can use it as it is.
 */
import type { PublicEvent } from './contract.ts';

/** A day as a language (`as`, a tag) writes it in India: `12 December 2026`. */
export const dateIn = (iso: string, as: string) =>
  new Intl.DateTimeFormat(as, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** Its day and hours in India: one day, or from one day to another. */
export function whenIn(event: Pick<PublicEvent, 'startsAt' | 'endsAt'>, as: string) {
  const day = new Intl.DateTimeFormat(as, { dateStyle: 'full', timeZone: 'Asia/Kolkata' });
  const time = new Intl.DateTimeFormat(as, { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  return day.format(start) === day.format(end)
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
    : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}
