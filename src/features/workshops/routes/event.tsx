import { Link, useActionData, useLoaderData } from 'react-router';
import { JsonLd } from '../../../components/JsonLd.tsx';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { fillTemplate } from '../../../content/fill-template.ts';
import { sayCount } from '../../../content/plural.ts';
import { site } from '../../../content/site.ts';
import { workshops as copy } from '../../../content/workshops.ts';
import { Island } from '../../../islands/Island.tsx';
import { language, localPath } from '../../../current-language.ts';
import { languages } from '../../../languages.ts';
import { largestJpeg, photoPicture } from '../../../media/photo.ts';
import { useBusiness, useSiteInfo } from '../../../site-context.ts';
import { signupsOpen, workshopPaths, type PublicEvent, type SignupResult } from '../contract.ts';
import { SignupForm } from '../SignupForm.island.tsx';
import { dateOf, feeOf, inLanguage, placeOf, whenOf } from '../shown.ts';
import styles from '../workshops.module.css';

/** GET: the event; POST: its sign-up without JavaScript. */
export { eventLoader as loader, signupAction as action } from '../workshop-routes.server.ts';

/** A time as Google Calendar's link writes it: UTC, `YYYYMMDDTHHMMSSZ`. */
const googleTime = (iso: string) => iso.replaceAll(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The event as schema.org describes one (JSON-LD `Event`). */
function eventJsonLd(event: PublicEvent, origin: string, organizer: { name: string; email: string }) {
  const url = `${origin}${localPath(workshopPaths.event(event.slug))}`;
  const online = event.place.kind === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: inLanguage(event.title),
    description: inLanguage(event.summary),
    startDate: event.startsAt,
    endDate: event.endsAt,
    url,
    ...(event.photos.length > 0 && {
      image: event.photos.map((photo) => `${origin}${largestJpeg(photo).path}`),
    }),
    inLanguage: event.language,
    eventStatus: `https://schema.org/${event.status === 'cancelled' ? 'EventCancelled' : event.status === 'postponed' ? 'EventPostponed' : 'EventScheduled'}`,
    eventAttendanceMode: `https://schema.org/${online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location: online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: placeOf(event),
          address: {
            '@type': 'PostalAddress',
            streetAddress: event.place.address || placeOf(event),
            addressRegion: 'Maharashtra',
            addressCountry: 'IN',
          },
        },
    offers: {
      '@type': 'Offer',
      price: event.fee,
      priceCurrency: 'INR',
      url,
      availability: `https://schema.org/${event.seatsLeft > 0 ? 'InStock' : 'SoldOut'}`,
      validThrough: event.signupDeadline,
    },
    organizer: { '@type': 'Organization', name: organizer.name, email: organizer.email, url: origin },
    maximumAttendeeCapacity: event.seats,
    remainingAttendeeCapacity: event.seatsLeft,
  };
}

/**
 * /workshops/:slug (issue 56): one event: when (India's time), where, language, fee, for whom,
 * seats left, its status; add it to a calendar (.ics, Google Calendar); and the sign-up form
 * while sign-ups are taken (the waitlist once the seats are gone).
 */
export function Component() {
  const { event, now } = useLoaderData<{ event: PublicEvent; now: string }>();
  const result = useActionData<SignupResult>();
  const business = useBusiness();
  const origin = useSiteInfo().siteUrl;
  const title = inLanguage(event.title);
  const summary = inLanguage(event.summary);
  const open = signupsOpen(event, new Date(now));
  const google = `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(title)}&dates=${googleTime(event.startsAt)}/${googleTime(event.endsAt)}&details=${encodeURIComponent(summary)}&location=${encodeURIComponent(placeOf(event))}`;
  const facts: [string, string][] = [
    [copy.event.when, `${whenOf(event)} IST`],
    [copy.event.where, placeOf(event)],
    [copy.event.spoken, copy.languages[event.language]],
    [copy.event.fee, feeOf(event)],
    [copy.event.forWhom, event.audiences.map((one) => copy.audiences[one]).join(', ')],
    [
      copy.event.seats,
      event.seatsLeft > 0
        ? sayCount(languages[language].tag, copy.event.seatsLeft, event.seatsLeft, 'count', { seats: event.seats })
        : copy.statuses.full,
    ],
  ];
  return (
    <div className={`container-narrow ${styles.page}`}>
      <PageMeta title={title} description={summary.slice(0, 160) || `${title}: ${whenOf(event)}`} />
      <JsonLd data={eventJsonLd(event, origin, { name: site.name, email: business.email })} />
      <p>
        <Link to={workshopPaths.list}>{copy.event.back}</Link>
      </p>
      <h1>{title}</h1>
      <p className={styles.meta}>{copy.types[event.type]}</p>
      {event.status === 'postponed' ? <p className={styles.notice}>{copy.event.postponed}</p> : null}
      {event.status === 'cancelled' ? <p className={styles.notice}>{copy.event.cancelled}</p> : null}
      {summary.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {event.place.centre ? (
        <p>
          <Link to={`/centres/${event.place.centre.slug}`}>
            {fillTemplate(copy.event.atCentre, { place: inLanguage(event.place.centre.name) })}
          </Link>
        </p>
      ) : null}
      {event.status !== 'cancelled' ? (
        <p className={styles.calendar}>
          <a href={localPath(workshopPaths.eventIcs(event.slug))} download>
            {copy.event.addToCalendar}
          </a>
          <a href={google} rel="noopener">
            {copy.event.google}
          </a>
        </p>
      ) : null}
      {event.photos.length > 0 ? (
        <section aria-labelledby="workshop-photos">
          <h2 id="workshop-photos">{copy.event.photos}</h2>
          <ul className={styles.photos}>
            {event.photos.map((photo) => (
              <li key={photo.hash}>
                <Picture
                  picture={photoPicture(photo)}
                  alt={inLanguage(photo.alt)}
                  sizes="(max-width: 599px) calc(100vw - 3rem), 20rem"
                  className={styles.photo}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="workshop-signup" className={styles.signup}>
        <h2 id="workshop-signup">{copy.signup.heading}</h2>
        {open ? (
          <>
            <p>{fillTemplate(copy.event.deadline, { date: dateOf(event.signupDeadline) })}</p>
            {event.seatsLeft === 0 ? <p>{copy.event.full}</p> : null}
            <Island
              component={SignupForm}
              props={{
                copy: copy.signup,
                path: workshopPaths.event(event.slug),
                full: event.seatsLeft === 0,
                office: { phone: business.phone, email: business.email },
                headingId: 'workshop-signup',
                initial: result ?? null,
              }}
              wake="interaction"
            />
          </>
        ) : (
          <p>
            {event.status === 'scheduled'
              ? copy.event.closed
              : event.status === 'postponed'
                ? copy.event.postponed
                : copy.event.cancelled}
          </p>
        )}
      </section>
    </div>
  );
}
