import { Check } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Picture } from '../../components/Picture.tsx';
import { agro } from '../../content/agro.ts';
import { meta } from '../../content/meta.ts';
import { regionCards } from '../../features/regions/region-data.ts';
import styles from './agro.module.css';
import { sitePaths } from '../../site-paths.ts';

export const loader = () => regionCards();

/** The Agro page: what agro tourism is, key facts, what it offers guests and farmers, and the ten region pages. */
export function Component() {
  const regions = useLoaderData<typeof loader>();
  const [lead, ...rest] = agro.intro;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.agro]} />
      <header className={`container ${styles.header}`}>
        <h1>{agro.heading}</h1>
        <p className={styles.lead}>{lead}</p>
        {rest.map((text) => (
          <p key={text} className={styles.intro}>
            {text}
          </p>
        ))}
      </header>

      <div className="container">
        <ul className={styles.facts}>
          {agro.facts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <strong className={styles.factLabel}>{fact.label}</strong>
              <span>{fact.text}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className={`container ${styles.sections}`}>
        {agro.sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.list ? (
              <ul className={styles.list}>
                {section.list.map((text) => (
                  <li key={text}>
                    <Check aria-hidden="true" className={styles.check} />
                    <span>{text}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>

      <section className={styles.regions} aria-labelledby="agro-regions">
        <div className="container">
          <h2 id="agro-regions">{agro.regionsHeading}</h2>
          <p className={styles.intro}>{agro.regionsIntro}</p>
          <ul className={styles.regionGrid}>
            {regions.map((region) => (
              <li key={region.path} className={styles.region}>
                <Picture
                  picture={region.image.picture}
                  alt={region.image.alt}
                  sizes="(max-width: 599px) 7rem, (max-width: 1199px) 45vw, 14rem"
                  className={styles.regionImage}
                />
                <div className={styles.regionBody}>
                  {/* Khandesh is its own division: its name is not said twice. */}
                  {region.division !== region.name ? <p className={styles.division}>{region.division}</p> : null}
                  <h3 className={styles.regionName}>
                    <Link to={region.path} className={styles.regionLink}>
                      {region.name}
                    </Link>
                  </h3>
                  <p className={styles.regionSummary}>{region.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
