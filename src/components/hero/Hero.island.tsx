import { Pause, Play } from 'lucide-react';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { Home } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';
import { Picture } from '../Picture.tsx';
import { heroIntervalMs, heroReducer, initialHeroState, posterShown, videoSourced } from './hero-state.ts';
import { useHeroMedia } from './use-hero-media.ts';
import styles from './Hero.module.css';
import { fillTemplate } from '../../content/fill-template.ts';

interface Props {
  hero: Home['hero'];
  /** The page's h1, shown over the slides. */
  heading: string;
}

/** The posters fill the width (Picture preloads the first one with these sizes). */
export const heroSizes = '100vw';

/**
 * The Home hero (spec §2, §4, §9): four muted, looping clips that cross-fade every
 * 5000 ms and wrap, with caption cards. The first poster is the page's largest
 * paint and is in the server HTML; clips load after the window's load event, never
 * for reduced motion or save-data. A pause/play button stops all movement.
 */
export function Hero({ hero, heading }: Props) {
  const count = hero.slides.length;
  const [state, dispatch] = useReducer(heroReducer, initialHeroState);
  // The visitor's choice from the pause/play button; until then it plays, unless reduced motion is asked for.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [ready, setReady] = useState<readonly boolean[]>(() => hero.slides.map(() => false));
  const media = useHeroMedia();
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const { index } = state;
  const playing = choice ?? !media.reducedMotion;
  const activeClip = videoSourced(index, state, media, count);

  // One full interval on every slide, restarted whenever the slide changes or play resumes.
  // The 5000 ms count from the moment a slide is shown (the commit), not from whenever the
  // runtime gets round to passive effects (a frame or more later): no drift per slide.
  useLayoutEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'go', index: index + 1, count }), heroIntervalMs);
    return () => window.clearTimeout(timer);
  }, [index, playing, count]);

  // Only the visible clip plays, and only while the slideshow plays.
  useEffect(() => {
    videos.current.forEach((video, slide) => {
      if (!video) return;
      if (slide === index && playing && activeClip) {
        video.muted = true;
        video.play().catch(() => {});
      } else {
        video.pause();
      }
    });
  }, [index, playing, activeClip]);

  const markReady = (slide: number) => setReady((current) => current.map((value, i) => value || i === slide));

  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label={hero.label}>
      <div className={styles.headingWrap}>
        <h1 className={styles.heading}>{heading}</h1>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          aria-label={playing ? ui.carousel.pause : ui.carousel.play}
          data-playing={playing}
          onClick={() => setChoice(!playing)}
        >
          {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
        </button>
        <ul className={styles.dots}>
          {hero.slides.map((slide, i) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.dot}
                aria-label={fillTemplate(ui.carousel.goTo, { n: i + 1, total: count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'go', index: i, count })}
              />
            </li>
          ))}
        </ul>
      </div>

      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {hero.slides.map((slide, i) => (
          <div
            key={slide.id}
            className={styles.slide}
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the carousel pattern: a group with the role description "slide"
            role="group"
            aria-roledescription="slide"
            aria-label={fillTemplate(ui.carousel.slide, { n: i + 1, total: count })}
            aria-hidden={i === index ? undefined : true}
            data-active={i === index}
          >
            {posterShown(i, state, media) && (
              <Picture
                className={styles.media}
                picture={slide.poster.picture}
                alt={slide.poster.alt}
                sizes={heroSizes}
                priority={i === 0}
              />
            )}
            <video
              ref={(element) => {
                videos.current[i] = element;
              }}
              className={styles.video}
              data-ready={ready[i]}
              src={videoSourced(i, state, media, count) ? slide.video : undefined}
              muted
              loop
              playsInline
              preload="auto"
              aria-hidden="true"
              tabIndex={-1}
              onPlaying={() => markReady(i)}
            />
            <div className={styles.captionWrap}>
              <div className={styles.caption}>
                <p className={styles.title}>{slide.title}</p>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
