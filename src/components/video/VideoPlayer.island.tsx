import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { Picture } from '../Picture.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { videoSource, youtubeEmbedUrl, youtubeWatchUrl } from './source.ts';
import styles from './VideoPlayer.module.css';

interface Props {
  video: Video;
  /** The poster's display width at each breakpoint (see Picture). */
  sizes: string;
}

/** One video: its poster and title, and a player when there is something to play. */
export function VideoPlayer({ video, sizes }: Props) {
  const source = videoSource(video);
  let media;
  switch (source.kind) {
    case 'youtube':
      media = <YouTubeFacade id={source.id} video={video} sizes={sizes} />;
      break;
    case 'none':
      media = <Picture className={styles.poster} picture={video.poster.picture} alt={video.poster.alt} sizes={sizes} />;
      break;
  }
  return (
    <figure className={styles.player} data-source={source.kind}>
      <div className={styles.frame}>{media}</div>
      <figcaption className={styles.title}>{video.title}</figcaption>
    </figure>
  );
}

interface FacadeProps {
  id: string;
  video: Video;
  sizes: string;
}

/**
 * Click to load: nothing comes from YouTube until the visitor presses play. Then
 * the privacy-enhanced player replaces the poster, starts, and takes the focus.
 * Until the page is interactive (and without JavaScript) the poster is a link to
 * the video on YouTube, in a new tab.
 */
function YouTubeFacade({ id, video, sizes }: FacadeProps) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.embed}
        src={youtubeEmbedUrl(id)}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        // oxlint-disable-next-line react/iframe-missing-sandbox -- the player is cross-origin and needs scripts and its own origin; the sandbox still blocks top navigation, forms and downloads
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
        allowFullScreen
      />
    );
  }

  const face = (
    <>
      <Picture className={styles.poster} picture={video.poster.picture} alt="" sizes={sizes} />
      <span className={styles.playIcon} aria-hidden="true">
        <Play size={30} fill="currentColor" strokeWidth={0} />
      </span>
    </>
  );

  if (!hydrated) {
    return (
      <a className={styles.facade} href={youtubeWatchUrl(id)} target="_blank" rel="noopener noreferrer">
        {face}
        <span className="visually-hidden">
          {fillTemplate(ui.video.watchOnYoutube, { title: video.title })} {ui.newTab}
        </span>
      </a>
    );
  }
  return (
    <button type="button" className={styles.facade} onClick={() => setPlaying(true)}>
      {face}
      <span className="visually-hidden">{fillTemplate(ui.video.play, { title: video.title })}</span>
    </button>
  );
}
