import { Map as MapIcon, Sprout, Tractor, TentTree, Leaf, type LucideIcon } from 'lucide-react';
import { Marquee } from '../../components/Marquee.island.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Island } from '../../islands/Island.tsx';
import { VideoGrid } from '../../components/video/VideoGrid.tsx';
import { meta } from '../../content/meta.ts';
import { project } from '../../content/project.ts';
import type { IconName } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';
import styles from './project.module.css';
import { sitePaths } from '../../site-paths.ts';

/** The tiles' icons, imported one by one so only these four reach the bundle. */
const icons: Partial<Record<IconName, LucideIcon>> = { Map: MapIcon, Sprout, Tractor, TentTree };

/** /project (spec §2): four icon tiles, the marquee, a Marathi paragraph and six videos. */
export function Component() {
  const { marathi, videos } = project;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.project]} />
      <header className={styles.hero}>
        <div className="container-narrow">
          <h1>{project.heading}</h1>
          <p className="lead">{project.intro}</p>
        </div>
      </header>

      <ul className={`container ${styles.tiles}`}>
        {project.tiles.map((tile) => {
          const Icon = icons[tile.icon] ?? Leaf;
          return (
            <li key={tile.id} className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon aria-hidden="true" focusable="false" size={30} />
              </span>
              <h2 className={styles.tileTitle}>{tile.title}</h2>
              <p>{tile.text}</p>
            </li>
          );
        })}
      </ul>

      <Island component={Marquee} props={{ text: project.marquee, labels: ui.marquee }} wake="interaction" />

      <section className={`container-narrow ${styles.marathi}`} lang={marathi.lang} aria-labelledby="marathi-heading">
        {marathi.heading ? <h2 id="marathi-heading">{marathi.heading}</h2> : null}
        {marathi.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section className="container" aria-labelledby="videos-heading">
        <h2 id="videos-heading" className={styles.centred}>
          {videos.heading}
        </h2>
        <p className={styles.sectionIntro}>{videos.intro}</p>
        <VideoGrid videos={videos.items} page="project" />
      </section>
    </div>
  );
}
