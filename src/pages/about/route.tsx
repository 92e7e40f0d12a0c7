import { Leaf } from 'lucide-react';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Picture } from '../../components/Picture.tsx';
import { about } from '../../content/about.ts';
import { meta } from '../../content/meta.ts';
import { TeamGrid } from './TeamGrid.tsx';
import styles from './about.module.css';
import { sitePaths } from '../../site-paths.ts';

/** /about (spec §2): the company story, the founder, what we believe, and the team of seven. */
export function Component() {
  const { story, founder, values, team } = about;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.about]} />
      <header className={styles.hero}>
        <div className="container-narrow">
          <h1>{about.heading}</h1>
          <p className="lead">{about.intro}</p>
        </div>
      </header>

      <section className={`container ${styles.story}`} aria-labelledby="story-heading">
        <div className={styles.storyText}>
          <h2 id="story-heading">{story.heading}</h2>
          {story.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <Picture
          className={styles.storyImage}
          picture={story.image.picture}
          alt={story.image.alt}
          sizes="(min-width: 992px) 36rem, calc(100vw - 3rem)"
          priority
        />
      </section>

      <section className={styles.founderBand} aria-labelledby="founder-heading">
        <div className={`container ${styles.founder}`}>
          <Picture
            className={styles.founderImage}
            picture={founder.image.picture}
            alt={founder.image.alt}
            sizes="16rem"
          />
          <div>
            <h2 id="founder-heading" className={styles.eyebrow}>
              {founder.heading}
            </h2>
            <p className={styles.founderName}>{founder.name}</p>
            <p className={styles.founderRole}>{founder.role}</p>
            {founder.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </div>
      </section>

      <section className="container" aria-labelledby="values-heading">
        <h2 id="values-heading" className={styles.centred}>
          {values.heading}
        </h2>
        <ul className={styles.values}>
          {values.items.map((item) => (
            <li key={item.title} className={styles.value}>
              <Leaf className={styles.valueIcon} aria-hidden="true" focusable="false" size={28} />
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <TeamGrid heading={team.heading} intro={team.intro} members={team.members} />
    </div>
  );
}
