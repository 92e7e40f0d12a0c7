// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoGrid } from '../../src/components/video/VideoGrid.tsx';
import { VideoPlayer } from '../../src/components/video/VideoPlayer.island.tsx';
import type { Video } from '../../src/content/schema.ts';
import { ui } from '../../src/content/ui.ts';
import { projectVideos, storyVideos } from '../../src/content/videos.ts';
import { resolveBusiness } from '../../src/business.ts';
import { defaultRetentionDays } from '../../src/retention.ts';
import { SiteInfoContext } from '../../src/site-context.ts';

afterEach(cleanup);

const poster = (storyVideos[0] as Video).poster;
const withId: Video = { id: 'farm-film', title: 'A farm film', poster, youtubeId: 'D5gbcdyB0JY' };
const withoutId: Video = { id: 'coming-film', title: 'A film to come', poster, youtubeId: null };
const sizes = '100vw';

describe('a video with a YouTube id', () => {
  it('shows the poster and a play button, and nothing from YouTube, until it is pressed', () => {
    const { container } = render(<VideoPlayer video={withId} sizes={sizes} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/youtube\.com|youtube-nocookie/);
    expect(screen.getByRole('button', { name: 'Play video: A farm film' })).toBeInTheDocument();
    expect(screen.getByText('A farm film').tagName).toBe('FIGCAPTION');
  });

  it('creates the privacy-enhanced player on click, with its title and permissions, and focuses it', () => {
    const { container } = render(<VideoPlayer video={withId} sizes={sizes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: A farm film' }));
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/D5gbcdyB0JY?autoplay=1');
    expect(frame).toHaveAttribute('title', 'A farm film');
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is, in the server HTML, a link to the video on YouTube that opens a new tab', () => {
    const html = renderToString(<VideoPlayer video={withId} sizes={sizes} />);
    const host = document.createElement('div');
    host.innerHTML = html;
    const link = within(host).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=D5gbcdyB0JY');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent(`Watch "A farm film" on YouTube ${ui.newTab}`);
    expect(host.querySelector('iframe, button')).toBeNull();
  });
});

describe('a video without an id yet', () => {
  it('is only its poster and title: no play button, no link, no player', () => {
    const { container } = render(<VideoPlayer video={withoutId} sizes={sizes} />);
    const figure = container.querySelector('figure');
    expect(figure).not.toBeNull();
    expect(screen.getByRole('img', { name: poster.alt })).toBeInTheDocument();
    expect(screen.getByText('A film to come').tagName).toBe('FIGCAPTION');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('is the same in the server HTML', () => {
    const html = renderToString(<VideoPlayer video={withoutId} sizes={sizes} />);
    expect(html).not.toMatch(/<a |<button|<iframe|youtube/);
    expect(html).toContain('A film to come');
  });
});

describe('VideoGrid', () => {
  it('lists every video in order, with a play button only for those with an id', () => {
    render(<VideoGrid videos={storyVideos} page="story" />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(12);
    items.forEach((item, index) => {
      const video = storyVideos[index] as Video;
      expect(item).toHaveTextContent(video.title);
      expect(within(item).queryAllByRole('button')).toHaveLength(video.youtubeId ? 1 : 0);
    });
  });

  it('shows the six project videos', () => {
    render(<VideoGrid videos={projectVideos} page="project" />);
    expect(screen.getAllByRole('figure')).toHaveLength(6);
  });

  it("plays the operator's videos (SITE_CONFIG): an id plays, null keeps the poster, a title replaces the built-in one", () => {
    const business = resolveBusiness({
      videos: {
        project: [
          null,
          'abcdefghijk',
          { id: 'ABCDEFGHIJK', title: { en: 'Our own film', mr: 'आमचा चित्रपट' } },
          null,
          null,
          null,
        ],
      },
    });
    render(
      <SiteInfoContext value={{ siteUrl: '', business, retentionDays: defaultRetentionDays }}>
        <VideoGrid videos={projectVideos} page="project" />
      </SiteInfoContext>,
    );
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first!).queryAllByRole('button')).toHaveLength(0);
    expect(first).toHaveTextContent(projectVideos[0]!.title);
    fireEvent.click(within(second!).getByRole('button'));
    expect(within(second!).getByTitle(projectVideos[1]!.title)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1',
    );
    expect(third).toHaveTextContent('Our own film');
    expect(within(third!).getByRole('button', { name: /Our own film/ })).toBeInTheDocument();
  });
});
