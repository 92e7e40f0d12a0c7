import { useRef, useState, type MouseEvent } from 'react';
import { activeCardReached } from '../../components/active-card.ts';
import { Lightbox, type LightboxItem, type LightboxLabels } from '../../components/Lightbox.tsx';
import { Picture } from '../../components/Picture.tsx';
import { useActiveCard } from '../../components/use-active-card.ts';
import styles from './gallery.module.css';

interface Props {
  images: readonly (LightboxItem & { id: string })[];
  labels: LightboxLabels;
}

/** A plain click (no modifier keys, main button) opens the viewer; others keep the link's own behaviour. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The gallery's captioned pictures (spec §2). As the page scrolls, the last card whose top
 * is at or above the scroll position plus 150 px is the active one. A picture opens larger
 * in a dialog; without JavaScript each thumbnail is a link to the full-size image.
 */
export function GalleryGrid({ images, labels }: Props) {
  const { active, cardRef } = useActiveCard(activeCardReached);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const onClose = () => {
    setOpen(null);
    opener.current?.focus();
  };

  return (
    <>
      <ul className={`container ${styles.grid}`}>
        {images.map((item, index) => (
          <li key={item.id} ref={cardRef(index)} className={styles.card} data-active={index === active}>
            <figure className={styles.figure}>
              <a
                className={styles.thumb}
                href={item.image.picture.img.src}
                aria-haspopup="dialog"
                onClick={show(index)}
              >
                <Picture
                  className={styles.image}
                  picture={item.image.picture}
                  alt={item.image.alt}
                  sizes="(min-width: 1200px) 384px, (min-width: 992px) 31vw, (min-width: 600px) 46vw, calc(100vw - 3rem)"
                  priority={index === 0}
                />
              </a>
              <figcaption className={styles.caption}>{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox items={images} index={open} onIndexChange={setOpen} onClose={onClose} labels={labels} />
    </>
  );
}
