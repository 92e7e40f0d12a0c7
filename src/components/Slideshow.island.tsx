import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePageLoaded } from '../islands/use-page-loaded.ts';
import type { Image, Ui } from '../content/schema.ts';
import { nextIndex, previousIndex, wrapIndex } from './carousel.ts';
import { Picture } from './Picture.tsx';
import { slideAt, slideOffset } from './slideshow-position.ts';
import styles from './Slideshow.module.css';
import { fillTemplate } from '../content/fill-template.ts';

interface Slide {
  id: string;
  image: Image;
  caption: string;
}

interface Props {
  /** Prefix of its element ids, unique on the page. */
  id: string;
  title: string;
  slides: readonly Slide[];
  labels: Ui['carousel'];
  /** The first slide is the first large image of its page. */
  priority?: boolean;
}

const sizes = '(min-width: 1248px) 1200px, calc(100vw - 3rem)';
/** After this long a scroll the buttons started is over, even if it was interrupted. */
const settleMs = 1200;

/**
 * An image slideshow that never moves on its own. The slides sit on a track
 * that scrolls sideways with snap points, so it also works by swiping, by the
 * arrow keys on the focused track, and without JavaScript (then the buttons are
 * hidden). Previous/next wrap round; the indicators say which slide is shown.
 */
export function Slideshow({ id, title, slides, labels, priority = false }: Props) {
  const headingId = `${id}-heading`;
  const track = useRef<HTMLUListElement>(null);
  const target = useRef<number | null>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [moved, setMoved] = useState(false);
  // The other slides' pictures wait until the page has loaded (or the visitor moves the
  // track), so they do not compete with the first one; without JavaScript they are in <noscript>.
  const allPictures = usePageLoaded() || moved;
  const count = slides.length;

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const sync = () => {
      const at = slideAt(element.scrollLeft, element.clientWidth, count);
      // While the buttons scroll past slides on the way to one, keep that one selected.
      if (target.current !== null && at !== target.current) return;
      target.current = null;
      setIndex(at);
    };
    const onScroll = () => {
      setMoved(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(sync);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(settle.current);
    };
  }, [count]);

  const show = (wanted: number) => {
    const element = track.current;
    if (!element) return;
    const next = wrapIndex(wanted, count);
    const slide = slides[next];
    target.current = next;
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      target.current = null;
      setIndex(slideAt(element.scrollLeft, element.clientWidth, count));
    }, settleMs);
    setIndex(next);
    setMoved(true);
    if (slide) setAnnouncement(slide.caption);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: slideOffset(next, element.clientWidth), behavior: still ? 'instant' : 'smooth' });
  };

  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrolling track takes the focus so arrow keys can scroll it */}
      <ul ref={track} className={styles.track} tabIndex={0} aria-labelledby={headingId}>
        {slides.map((slide, position) => {
          const picture = (
            <Picture
              className={styles.image}
              picture={slide.image.picture}
              alt={slide.image.alt}
              sizes={sizes}
              priority={priority && position === 0}
            />
          );
          return (
            <li key={slide.id} className={styles.slide}>
              <figure className={styles.figure}>
                {position === 0 || allPictures ? (
                  picture
                ) : (
                  <>
                    <noscript>{picture}</noscript>
                    {/* Its place, kept until the picture comes: the track, as tall as its tallest slide, never grows. */}
                    <span className={`${styles.image} ${styles.waiting}`} />
                  </>
                )}
                <figcaption className={styles.caption}>{slide.caption}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <div className={styles.controls}>
        <button type="button" className={styles.step} onClick={() => show(previousIndex(index, count))}>
          <ChevronLeft aria-hidden="true" focusable="false" />
          <span className="visually-hidden">{labels.previous}</span>
        </button>
        <ol className={styles.indicators}>
          {slides.map((slide, position) => (
            <li key={slide.id}>
              <button
                type="button"
                className={styles.dot}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <span className="visually-hidden">{fillTemplate(labels.goTo, { n: position + 1, total: count })}</span>
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={styles.step} onClick={() => show(nextIndex(index, count))}>
          <ChevronRight aria-hidden="true" focusable="false" />
          <span className="visually-hidden">{labels.next}</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
