import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { Image } from '../content/schema.ts';
import { nextIndex, previousIndex } from './carousel.ts';
import { Picture } from './Picture.tsx';
import styles from './Lightbox.module.css';
import { fillTemplate } from '../content/fill-template.ts';

export interface LightboxItem {
  image: Image;
  caption: string;
}

export interface LightboxLabels {
  /** The dialog's accessible name. */
  dialog: string;
  previous: string;
  next: string;
  /** `{n}` of `{total}`, e.g. "Picture {n} of {total}". */
  position: string;
  close: string;
}

interface Props {
  items: readonly LightboxItem[];
  /** The picture shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed (Escape, the Close button or a click beside it). */
  onClose: () => void;
  labels: LightboxLabels;
}

/**
 * A larger view of one picture in a native modal <dialog> (focus is kept inside,
 * Escape closes it): the caption, previous and next (also the arrow keys), and Close.
 */
export function Lightbox({ items, index, onIndexChange, onClose, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const item = index === null ? undefined : items[index];
  const count = items.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  const close = () => dialog.current?.close();
  const move = (step: 1 | -1) => {
    if (index === null) return;
    onIndexChange(step === 1 ? nextIndex(index, count) : previousIndex(index, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  // A click on the backdrop lands on the dialog itself (its content fills it).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // The arrow keys move between pictures anywhere in the dialog; a click on the backdrop closes it (Escape does too).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={labels.dialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {item && index !== null && (
        <div className={styles.frame}>
          <button type="button" className={styles.close} onClick={close}>
            <X aria-hidden="true" size={22} />
            <span>{labels.close}</span>
          </button>
          <figure className={styles.figure}>
            <div className={styles.imageBox}>
              <Picture
                key={index}
                className={styles.image}
                picture={item.image.picture}
                alt={item.image.alt}
                sizes="(min-width: 1280px) 1200px, (min-width: 600px) 94vw, 100vw"
                priority
              />
            </div>
            <div className={styles.bar}>
              <button type="button" className={styles.arrow} aria-label={labels.previous} onClick={() => move(-1)}>
                <ChevronLeft aria-hidden="true" size={26} />
              </button>
              <figcaption className={styles.caption} aria-live="polite">
                <span className={styles.captionText}>{item.caption}</span>
                <span className={styles.position}>{fillTemplate(labels.position, { n: index + 1, total: count })}</span>
              </figcaption>
              <button type="button" className={styles.arrow} aria-label={labels.next} onClick={() => move(1)}>
                <ChevronRight aria-hidden="true" size={26} />
              </button>
            </div>
          </figure>
        </div>
      )}
    </dialog>
  );
}
