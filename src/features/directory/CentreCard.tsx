import { CalendarCheck, CalendarX, MapPin } from 'lucide-react';
import { Picture } from '../../components/Picture.tsx';
import { directory as copy } from '../../content/directory.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { localPath } from '../../current-language.ts';
import { activityLabels, directoryPaths, type CardCentre } from './contract.ts';
import { photoPicture } from '../../media/photo.ts';
import { inLanguage, nameOf, placeOf, rupees } from './shown.ts';
import styles from './directory.module.css';

interface Props {
  centre: CardCentre;
  /** The month (1–12) in India when the page was made. */
  month: number;
  /** The card's heading level: 2 on the list, 3 under a region page's heading. */
  level?: 2 | 3;
}

/** A centre on the list (in the list's island too: a plain link, no router): its first photo, name, place, activities, price from, and whether it is open this month. */
export function CentreCard({ centre, month, level = 2 }: Props) {
  const { profile } = centre;
  const [photo] = centre.photos;
  const Heading = `h${level}` as const;
  const open = profile.openMonths.includes(month as never);
  const monthName = copy.months[month - 1] ?? '';
  return (
    <article className={styles.card}>
      {photo ? (
        <Picture
          picture={photoPicture(photo)}
          alt={inLanguage(photo.alt)}
          sizes="(max-width: 599px) calc(100vw - 3rem), (max-width: 991px) 45vw, 24rem"
          className={styles.cardPhoto}
        />
      ) : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardName}>
          <a href={localPath(directoryPaths.centre(centre.slug))} className={styles.cardLink}>
            {nameOf(centre)}
          </a>
        </Heading>
        <p className={styles.cardPlace}>
          <MapPin aria-hidden="true" className={styles.icon} />
          {placeOf(centre)}
        </p>
        {profile.activities.length > 0 ? (
          <ul className={styles.chips}>
            {profile.activities.slice(0, 4).map((code) => (
              <li key={code}>{inLanguage(activityLabels[code])}</li>
            ))}
          </ul>
        ) : null}
        <p className={styles.cardFacts}>
          {profile.priceDay !== null ? (
            <span>{fillTemplate(copy.card.priceDay, { price: rupees(profile.priceDay) })}</span>
          ) : profile.priceNight !== null ? (
            <span>{fillTemplate(copy.card.priceNight, { price: rupees(profile.priceNight) })}</span>
          ) : null}
          <span className={open ? styles.open : styles.closed}>
            {open ? (
              <CalendarCheck aria-hidden="true" className={styles.icon} />
            ) : (
              <CalendarX aria-hidden="true" className={styles.icon} />
            )}
            {fillTemplate(open ? copy.card.openNow : copy.card.closedNow, { month: monthName })}
          </span>
        </p>
      </div>
    </article>
  );
}

/** Centres as a grid of cards. */
export function CentreCards({ centres, month, level }: { centres: CardCentre[]; month: number; level?: 2 | 3 }) {
  return (
    <ul className={styles.cards}>
      {centres.map((centre) => (
        <li key={centre.slug}>
          <CentreCard centre={centre} month={month} level={level} />
        </li>
      ))}
    </ul>
  );
}
