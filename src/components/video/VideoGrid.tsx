import type { Video } from '../../content/schema.ts';
import { Island } from '../../islands/Island.tsx';
import { videoSource } from './source.ts';
import { VideoPlayer } from './VideoPlayer.island.tsx';
import styles from './VideoPlayer.module.css';

/** Posters: one column on phones, two from 600 px, three from 992 px (container 75rem). */
const sizes = '(min-width: 1200px) 24rem, (min-width: 992px) 31vw, (min-width: 600px) 46vw, 92vw';

/** A grid of video players (Our Project, Our Story); each playable one wakes when seen. */
export function VideoGrid({ videos }: { videos: readonly Video[] }) {
  return (
    <ul className={styles.grid}>
      {videos.map((video) => (
        <li key={video.id}>
          {videoSource(video).kind === 'none' ? (
            <VideoPlayer video={video} sizes={sizes} />
          ) : (
            <Island component={VideoPlayer} props={{ video, sizes }} wake="visible" />
          )}
        </li>
      ))}
    </ul>
  );
}
