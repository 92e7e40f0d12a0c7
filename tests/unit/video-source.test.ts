import { describe, expect, it } from 'vitest';
import { videoSource, youtubeEmbedUrl, youtubeWatchUrl } from '../../src/components/video/source.ts';
import { projectVideos, storyVideos } from '../../src/content/videos.ts';

describe('videoSource', () => {
  it('is a YouTube source when the entry has an id', () => {
    expect(videoSource({ youtubeId: 'D5gbcdyB0JY' })).toEqual({ kind: 'youtube', id: 'D5gbcdyB0JY' });
  });

  it('is no source at all while the id is missing', () => {
    expect(videoSource({ youtubeId: null })).toEqual({ kind: 'none' });
  });

  it('gives every content entry the source its id calls for', () => {
    for (const video of [...projectVideos, ...storyVideos]) {
      expect(videoSource(video).kind, video.id).toBe(video.youtubeId ? 'youtube' : 'none');
    }
  });
});

describe('YouTube addresses', () => {
  it('embeds from the privacy-enhanced domain and starts playing', () => {
    expect(youtubeEmbedUrl('D5gbcdyB0JY')).toBe('https://www.youtube-nocookie.com/embed/D5gbcdyB0JY?autoplay=1');
  });

  it('links to the watch page for visitors without JavaScript', () => {
    expect(youtubeWatchUrl('D5gbcdyB0JY')).toBe('https://www.youtube.com/watch?v=D5gbcdyB0JY');
  });

  it('cannot be bent into another address by a strange id', () => {
    expect(youtubeEmbedUrl('a/../b?x=1')).toBe('https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fx%3D1?autoplay=1');
    expect(youtubeWatchUrl('a&list=x')).toBe('https://www.youtube.com/watch?v=a%26list%3Dx');
  });
});
