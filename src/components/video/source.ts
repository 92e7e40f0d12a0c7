import type { Video } from '../../content/schema.ts';

/**
 * Where a video plays from. This is the one place that decides it: a new kind
 * of source (for example a self-hosted clip) is a new member of this union,
 * handled here and in VideoPlayer's switch, and nowhere else.
 *
 * - `youtube`: a click-to-load facade for YouTube's privacy-enhanced player.
 * - `none`: the client has not supplied the video yet; only the poster and
 *   the title are shown (no play button, no link).
 */
export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'none' };

export function videoSource(video: Pick<Video, 'youtubeId'>): VideoSource {
  return video.youtubeId ? { kind: 'youtube', id: video.youtubeId } : { kind: 'none' };
}

/** The player created on click: privacy-enhanced domain, starts at once. */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;

/** Where the facade links when JavaScript is not running. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
