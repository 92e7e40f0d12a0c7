/**
 * Workshops as iCalendar (RFC 5545, decision 100), by `ical-generator`: one event's file (the
 * "Add to calendar" download and the confirmation mail's attachment) and the feed of every
 * event a calendar subscribes to. Times in UTC (`…Z`); a stable UID a event, and its SEQUENCE,
 * raised by each change the office makes that a calendar must follow; a cancelled event is
 * STATUS:CANCELLED. The online link is only in the file of one signed up (`withLink`).
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { site as siteEn } from '../../content/site.ts';
import { pathIn, type Language } from '../../languages.ts';
import { workshopPaths, type PublicEvent } from './contract.ts';

/** What a calendar entry needs beyond the public event: the online link, for one signed up. */
export interface IcsExtra {
  onlineUrl?: string | undefined;
}

const placeOf = (event: PublicEvent, language: Language, extra: IcsExtra) => {
  if (event.place.kind === 'online') return extra.onlineUrl ?? 'Online';
  if (event.place.centre)
    return [event.place.centre.name[language] || event.place.centre.name.en, event.place.address]
      .filter(Boolean)
      .join(', ');
  return event.place.address;
};

/** A calendar of `events` in `language`, their pages on `origin`; `method` PUBLISH for a feed or a file. */
export function workshopsIcs(
  events: PublicEvent[],
  {
    origin,
    language,
    name,
    now,
    extra = {},
    method = ICalCalendarMethod.PUBLISH,
  }: {
    origin: string;
    language: Language;
    name: string;
    now: Date;
    extra?: IcsExtra;
    method?: ICalCalendarMethod;
  },
): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name,
    prodId: { company: siteEn.name, product: 'Workshops', language: language.toUpperCase() },
    method,
    url: `${origin}${pathIn(language, workshopPaths.list)}`,
  });
  for (const event of events) {
    const url = `${origin}${pathIn(language, workshopPaths.event(event.slug))}`;
    calendar.createEvent({
      id: `workshop-${event.slug}@${host}`,
      sequence: event.sequence,
      stamp: now,
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      summary: event.title[language] || event.title.en,
      description: `${event.summary[language] || event.summary.en}\n\n${url}`.trim(),
      location: placeOf(event, language, extra),
      url,
      status:
        event.status === 'cancelled'
          ? ICalEventStatus.CANCELLED
          : event.status === 'postponed'
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      lastModified: new Date(event.updatedAt),
    });
  }
  return calendar.toString();
}
