import { PageMeta } from '../../components/PageMeta.tsx';
import { Parallax } from '../../components/Parallax.tsx';
import { Slideshow } from '../../components/Slideshow.island.tsx';
import { Island } from '../../islands/Island.tsx';
import { VideoGrid } from '../../components/video/VideoGrid.tsx';
import { meta } from '../../content/meta.ts';
import { story } from '../../content/story.ts';
import { ui } from '../../content/ui.ts';
import { RelatedLinks } from './RelatedLinks.tsx';
import styles from './story.module.css';
import { sitePaths } from '../../site-paths.ts';

/**
 * /story (spec §2): the workshop-and-news slideshow, twelve videos, the 23
 * related links and three parallax sections, which separate the other three.
 */
export function Component() {
  const [sahyadri, rivers, nightSky] = story.parallax;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.story]} />
      <header className={styles.hero}>
        <div className="container-narrow">
          <h1>{story.heading}</h1>
          <p className="lead">{story.intro}</p>
        </div>
      </header>

      <div className={`container ${styles.slideshow}`}>
        {/* It never moves on its own: it wakes when seen, and its other slides' pictures load then. */}
        <Island
          component={Slideshow}
          props={{
            id: 'story-slides',
            title: story.carousel.title,
            slides: story.carousel.slides,
            labels: ui.carousel,
            priority: true,
          }}
          wake="visible"
        />
      </div>

      {sahyadri ? <Parallax {...sahyadri} /> : null}

      <section className="container" aria-labelledby="videos-heading">
        <h2 id="videos-heading" className={styles.centred}>
          {story.videos.heading}
        </h2>
        <p className={styles.sectionIntro}>{story.videos.intro}</p>
        <VideoGrid videos={story.videos.items} page="story" />
      </section>

      {rivers ? <Parallax {...rivers} /> : null}

      <RelatedLinks
        heading={story.relatedLinks.heading}
        intro={story.relatedLinks.intro}
        links={story.relatedLinks.items}
      />

      {nightSky ? <Parallax {...nightSky} /> : null}
    </div>
  );
}
