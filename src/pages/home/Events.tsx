import { Link } from 'react-router';
import type { Home } from '../../content/schema.ts';
import { workshops } from '../../content/workshops.ts';
import { workshopPaths } from '../../features/workshops/contract.ts';
import { homeIcon } from './icons.ts';
import styles from './Events.module.css';

/** "Lets Check Our Events": the nine service blocks; the workshops' one leads to their calendar. */
export function Events({ content }: { content: Home['events'] }) {
  return (
    <section className={styles.section} aria-labelledby="events-heading">
      <div className="container">
        <header className={styles.header}>
          <h2 id="events-heading">{content.heading}</h2>
          <p className={styles.intro}>{content.intro}</p>
        </header>
        <ul className={styles.grid}>
          {content.services.map((service) => {
            const Icon = homeIcon(service.icon);
            return (
              <li key={service.id} className={styles.service} data-service={service.id}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={28} strokeWidth={1.75} />
                </span>
                <h3 className={styles.title}>{service.title}</h3>
                <p className={styles.text}>{service.description}</p>
                {/* The workshops' own calendar: dates, places, seats (issue 56). */}
                {service.id === 'workshops-training' ? (
                  <Link to={workshopPaths.list} className={styles.more}>
                    {workshops.list.homeLink}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
