import type { Home } from '../../content/schema.ts';
import { homeIcon } from './icons.ts';
import styles from './Events.module.css';

/** "Lets Check Our Events": the nine service blocks. */
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
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
