import { CalendarDays, Landmark, MapPin, Sprout, Wheat, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Picture } from '../../components/Picture.tsx';
import { meta } from '../../content/meta.ts';
import type { PageMeta as PageMetaData } from '../../content/schema.ts';
import { indiaMonth, regionCentres } from '../../features/directory/directory-routes.server.ts';
import { RegionCentres } from '../../features/directory/RegionCentres.tsx';
import { regionPage } from '../../features/regions/region-data.ts';
import styles from './region.module.css';

/** The ten region routes share this module; a path with no region answers 404. Its centres come from the directory. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = regionPage(new URL(request.url).pathname);
  return { ...page, centres: await regionCentres(context, page.region.path), month: indiaMonth() };
}

function InfoCard({
  id,
  heading,
  icon: Icon,
  children,
}: {
  id: string;
  heading: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        <Icon aria-hidden="true" className={styles.cardIcon} />
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A region page (/kokan/ratnagiri …): what agro tourism there offers, from content data. */
export function Component() {
  const { region, labels, others, centres, month } = useLoaderData<typeof loader>();
  const pageMeta = (meta as Record<string, PageMetaData | undefined>)[region.path] ?? {
    title: region.name,
    description: region.summary,
  };
  const [lead, ...intro] = region.intro;

  return (
    <div className={styles.page}>
      <PageMeta {...pageMeta} />
      <header className={`container ${styles.hero}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <MapPin aria-hidden="true" className={styles.eyebrowIcon} />
            {labels.division}: {region.division}
          </p>
          <h1 className={styles.title}>{region.name}</h1>
          {region.otherName ? (
            <p className={styles.otherName}>
              {labels.otherName}: {region.otherName}
            </p>
          ) : null}
          <p className={styles.summary}>{region.summary}</p>
        </div>
        <Picture
          picture={region.image.picture}
          alt={region.image.alt}
          sizes="(max-width: 899px) calc(100vw - 3rem), 36rem"
          priority
          className={styles.heroImage}
        />
      </header>

      <div className={`container ${styles.intro}`}>
        <p className={styles.lead}>{lead}</p>
        {intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>

      <div className={`container ${styles.cards}`}>
        <InfoCard id="region-crops" heading={labels.crops} icon={Wheat}>
          <ul className={styles.chips}>
            {region.crops.map((crop) => (
              <li key={crop}>{crop}</li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard id="region-seasons" heading={labels.seasons} icon={CalendarDays}>
          <dl className={styles.seasons}>
            {region.seasons.map((season) => (
              <div key={season.period} className={styles.season}>
                <dt>{season.period}</dt>
                <dd>{season.text}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
        <InfoCard id="region-landmarks" heading={labels.landmarks} icon={Landmark}>
          <ul className={styles.list}>
            {region.landmarks.map((landmark) => (
              <li key={landmark}>{landmark}</li>
            ))}
          </ul>
        </InfoCard>
        <InfoCard id="region-experiences" heading={labels.experiences} icon={Sprout}>
          <ul className={styles.list}>
            {region.experiences.map((experience) => (
              <li key={experience}>{experience}</li>
            ))}
          </ul>
        </InfoCard>
      </div>

      <RegionCentres centres={centres} month={month} />

      <div className={`container ${styles.cta}`}>
        <Link to={labels.contactCta.to} className={styles.ctaLink}>
          {labels.contactCta.label}
        </Link>
      </div>

      <nav className={styles.others} aria-labelledby="region-others">
        <div className="container">
          <h2 id="region-others" className={styles.othersHeading}>
            {labels.otherRegions}
          </h2>
          <ul className={styles.otherList}>
            {others.map((other) => (
              <li key={other.path}>
                <Link to={other.path} className={styles.otherLink}>
                  <span className={styles.otherLinkName}>{other.name}</span>
                  {other.division !== other.name ? (
                    <span className={styles.otherDivision}>{other.division}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </div>
  );
}
