import type { Video } from '../../content/schema.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import styles from './VideoPlayer.module.css';

/** Posters: one column on phones, two from 600 px, three from 992 px (container 75rem). */
const sizes = '(min-width: 1200px) 24rem, (min-width: 992px) 31vw, (min-width: 600px) 46vw, 92vw';

/** A grid of video players (Our Project, Our Story). */
export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoPlayer video={video} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
