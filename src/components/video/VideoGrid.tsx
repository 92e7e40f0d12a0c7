import { withVideoSlots } from '../../business.ts';
import type { Video } from '../../content/schema.ts';
import { Island } from '../../islands/Island.tsx';
import { useBusiness } from '../../site-context.ts';
import { videoSource } from './source.ts';
import { VideoPlayer } from './VideoPlayer.island.tsx';
import styles from './VideoPlayer.module.css';

/** Posters: one column on phones, two from 600 px, three from 992 px (container 75rem). */
const sizes = '(min-width: 1200px) 24rem, (min-width: 992px) 31vw, (min-width: 600px) 46vw, 92vw';

/**
 * A grid of video players (Our Project, Our Story), with the operator's video ids for that
 * page (SITE_CONFIG `videos.project`, `videos.story`); each playable one wakes when seen.
 */
export function VideoGrid({ videos, page }: { videos: readonly Video[]; page: 'project' | 'story' }) {
  const slots = useBusiness().videos[page];
  return (
    <ul className={styles.grid}>
      {withVideoSlots(videos, slots).map((video) => (
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
