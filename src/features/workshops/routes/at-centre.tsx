import { Link, Outlet, useLoaderData } from 'react-router';
import { workshops as copy } from '../../../content/workshops.ts';
import { workshopPaths, type PublicEvent } from '../contract.ts';
import { inLanguage, whenOf } from '../shown.ts';
import styles from '../workshops.module.css';

export { atCentreLoader as loader } from '../workshop-routes.server.ts';

/**
 * Under a directory centre's facts (issue 56): the workshops to come that are held there, each
 * a link to its page, then what the route table puts below (the enquiry form). A route of its
 * own, with no address, between the centre's page and its form (src/routes.tsx), so that neither
 * feature imports the other.
 */
export function Component() {
  const { events } = useLoaderData<{ events: PublicEvent[] }>() ?? { events: [] };
  return (
    <>
      {events.length > 0 ? (
        <section aria-labelledby="centre-workshops" className={styles.atCentre}>
          <h2 id="centre-workshops">{copy.atCentre.heading}</h2>
          <ul className={styles.events}>
            {events.map((event) => (
              <li key={event.slug} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <Link to={workshopPaths.event(event.slug)}>{inLanguage(event.title)}</Link>
                </h3>
                <p className={styles.meta}>{whenOf(event)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Outlet />
    </>
  );
}
