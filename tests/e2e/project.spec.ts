import type { Locator } from '@playwright/test';
import { expect, hydrated, nextFrames, picturesLoaded, test } from './fixtures.ts';
import { project } from '../../src/content/project.ts';
import { ui } from '../../src/content/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const transformOf = (track: Locator) => track.evaluate((element) => getComputedStyle(element).transform);

test('Project: four icon tiles, the Marathi paragraph and six videos, nothing from other sites', async ({
  tab: page,
}) => {
  const offsite: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/project');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.heading);
  await expect(page.locator('h1')).toHaveCount(1);

  const titles = ['Excursions', 'Experiences', 'Cool Tours', 'Relax Locations'];
  expect(project.tiles.map((tile) => tile.title)).toEqual(titles);
  for (const tile of project.tiles) {
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: tile.title, exact: true }) });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(tile.text);
    await expect(item.locator('svg')).toHaveCount(1);
    await expect(item.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }

  const marathi = page.locator('section[lang="mr"]');
  await expect(marathi).toHaveCount(1);
  if (project.marathi.heading)
    await expect(marathi.getByRole('heading', { level: 2 })).toHaveText(project.marathi.heading);
  for (const text of project.marathi.paragraphs) await expect(marathi).toContainText(text);

  const videos = page.getByRole('region', { name: project.videos.heading });
  await expect(videos.getByRole('figure')).toHaveCount(6);
  await expect(videos.locator('figcaption')).toHaveText(project.videos.items.map((video) => video.title));
  // A video without an id shows no play button and no link.
  const playable = project.videos.items.filter((video) => video.youtubeId).length;
  await expect(videos.getByRole('button')).toHaveCount(playable);
  await expect(videos.getByRole('link')).toHaveCount(0);

  // Every picture down to the videos' posters loaded: a facade that fetched from YouTube on sight would have.
  await picturesLoaded(page.getByRole('main').locator('img'));
  expect(offsite).toEqual([]);
});

test('the marquee scrolls, is read once, and the button pauses and resumes it', async ({ tab: page }) => {
  await page.goto('/project');
  await hydrated(page);
  const track = page.locator('[data-marquee-track]');
  const copies = track.locator(':scope > *');
  await expect(copies).toHaveCount(8);
  // Only the first copy is exposed to assistive technology.
  await expect(track.locator(':scope > :not([aria-hidden="true"])')).toHaveCount(1);
  await expect(track.locator(':scope > :not([aria-hidden="true"])')).toHaveText(project.marquee);
  await expect(track.locator(':scope > [aria-hidden="true"]')).toHaveCount(7);

  // It moves.
  const first = await transformOf(track);
  await expect.poll(() => transformOf(track)).not.toBe(first);

  // Pause: the label changes and the text stands still.
  await page.getByRole('button', { name: ui.marquee.pause }).click();
  const toggle = page.getByRole('button', { name: ui.marquee.play });
  await expect(toggle).toBeVisible();
  await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  const still = await transformOf(track);
  await nextFrames(page); // a running animation moves every frame
  expect(await transformOf(track)).toBe(still);

  // Play: it moves again.
  await toggle.click();
  await expect(page.getByRole('button', { name: ui.marquee.pause })).toBeVisible();
  await expect.poll(() => transformOf(track)).not.toBe(still);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the marquee is still: one copy of the text and no pause button', async ({ tab: page }) => {
    await page.goto('/project');
    await hydrated(page);
    const track = page.locator('[data-marquee-track]');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    const first = await transformOf(track);
    expect(first).toBe('none');
    await nextFrames(page);
    expect(await transformOf(track)).toBe(first);
    // The one copy is whole: it wraps inside the band instead of running off the screen.
    const text = track.locator(':scope > :not([aria-hidden="true"])');
    await expect(text).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    const fits = await text.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.left >= 0 && box.right <= document.documentElement.clientWidth && element.scrollWidth <= element.clientWidth
      );
    });
    expect(fits).toBe(true);
    await expect(track.locator(':scope > [aria-hidden="true"]').first()).toBeHidden();
    await expect(page.getByRole('button', { name: ui.marquee.pause })).toBeHidden();
  });
});

test('Project fits a 360 px phone without sideways scrolling', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/project');
  await hydrated(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
