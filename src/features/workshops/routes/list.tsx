import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { sayCount } from '../../../content/plural.ts';
import { workshops as copy } from '../../../content/workshops.ts';
import { language, localPath } from '../../../current-language.ts';
import { languages } from '../../../languages.ts';
import { audiences, eventLanguages, eventTypes, workshopPaths, type PublicEvent } from '../contract.ts';
import type { ListData } from '../workshop-routes.server.ts';
import { badgeOf, inLanguage, monthOf, placeOf, whenOf } from '../shown.ts';
import styles from '../workshops.module.css';

export { listLoader as loader } from '../workshop-routes.server.ts';

function EventCard({ event, level: Heading = 'h3' }: { event: PublicEvent; level?: 'h3' | 'h4' }) {
  const badge = badgeOf(event);
  return (
    <li className={styles.card}>
      <Heading className={styles.cardTitle}>
        <Link to={workshopPaths.event(event.slug)}>{inLanguage(event.title)}</Link>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
      </Heading>
      <p className={styles.meta}>{whenOf(event)}</p>
      <p className={styles.meta}>
        {copy.types[event.type]} · {copy.languages[event.language]} · {placeOf(event)}
      </p>
      {event.status === 'scheduled' && event.seatsLeft > 0 ? (
        <p className={styles.meta}>
          {sayCount(languages[language].tag, copy.event.seatsLeft, event.seatsLeft, 'count', { seats: event.seats })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * /workshops (issue 56): the events to come, by month in India, filtered by type, audience and
 * language (a GET form, so it works without JavaScript and each filtered list has an address),
 * and the past ones below; the calendar feed for one's own calendar.
 */
export function Component() {
  const { filters, query, upcoming, past } = useLoaderData<ListData>();
  const months = new Map<string, PublicEvent[]>();
  for (const event of upcoming)
    months.set(monthOf(event.startsAt), [...(months.get(monthOf(event.startsAt)) ?? []), event]);
  const select = (
    name: 'type' | 'audience' | 'language',
    options: readonly string[],
    labels: Record<string, string>,
    label: string,
  ) => (
    <label>
      {label}
      <select name={name} defaultValue={filters[name] ?? ''}>
        <option value="">{copy.list.any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </label>
  );
  const filtered = Object.keys(filters).length > 0;
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta title={copy.list.title} description={copy.list.description} query={query} />
      <header className={styles.head}>
        <h1>{copy.list.heading}</h1>
        <p>{copy.list.intro}</p>
      </header>
      <form method="get" action={localPath(workshopPaths.list)} className={styles.filters}>
        <h2>{copy.list.filtersHeading}</h2>
        {select('type', eventTypes, copy.types, copy.list.filters.type)}
        {select('audience', audiences, copy.audiences, copy.list.filters.audience)}
        {select('language', eventLanguages, copy.languages, copy.list.filters.spoken)}
        <button type="submit">{copy.list.show}</button>
      </form>
      <section aria-labelledby="workshops-upcoming">
        <h2 id="workshops-upcoming">{copy.list.upcoming}</h2>
        {upcoming.length === 0 ? <p>{filtered ? copy.list.none : copy.list.noneUpcoming}</p> : null}
        {[...months].map(([name, events]) => (
          <div key={name}>
            <h3 className={styles.month}>{name}</h3>
            <ul className={styles.events}>
              {events.map((event) => (
                <EventCard key={event.slug} event={event} level="h4" />
              ))}
            </ul>
          </div>
        ))}
      </section>
      <p className={styles.calendar}>
        <a href={localPath(workshopPaths.feed)}>{copy.list.feed}</a>
      </p>
      {past.length > 0 ? (
        <section aria-labelledby="workshops-past">
          <h2 id="workshops-past">{copy.list.past}</h2>
          <ul className={styles.events}>
            {past.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
