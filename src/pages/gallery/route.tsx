import { PageMeta } from '../../components/PageMeta.tsx';
import { gallery } from '../../content/gallery.ts';
import { meta } from '../../content/meta.ts';
import { ui } from '../../content/ui.ts';
import { Island } from '../../islands/Island.tsx';
import { GalleryGrid } from './GalleryGrid.island.tsx';
import styles from './gallery.module.css';
import { sitePaths } from '../../site-paths.ts';

const labels = {
  dialog: gallery.viewerLabel,
  previous: gallery.viewerPrevious,
  next: gallery.viewerNext,
  position: gallery.viewerPosition,
  close: ui.close,
};

/** /gallery (spec §2): the heading, the intro and eleven captioned pictures, which wake when seen. */
export function Component() {
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.gallery]} />
      <header className={`container-narrow ${styles.header}`}>
        <h1>{gallery.heading}</h1>
        <p className="lead">{gallery.intro}</p>
      </header>
      <Island component={GalleryGrid} props={{ images: gallery.images, labels }} wake="visible" />
    </div>
  );
}
