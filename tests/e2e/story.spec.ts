import type { Locator, Page } from '@playwright/test';
import { expect, holdLoader, hydrated, picturesLoaded, test } from './fixtures.ts';
import { story } from '../../src/content/story.ts';
import { ui } from '../../src/content/ui.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const { title, slides } = story.carousel;
const playable = story.videos.items.find((video) => video.youtubeId);

/** Requests to any host but the site's are recorded and aborted (no test needs the network). */
async function blockOffsite(page: Page) {
  const offsite: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  return offsite;
}

async function visitStory(page: Page) {
  await page.goto('/story');
  await hydrated(page);
}

test('Story: one h1, five slides, twelve videos, 23 links and three picture bands', async ({ tab: page }) => {
  const offsite = await blockOffsite(page);
  await visitStory(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.heading);
  const carousel = page.getByRole('region', { name: title });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('list', { name: title }).getByRole('listitem')).toHaveCount(5);
  await expect(carousel.locator('figcaption')).toHaveText(slides.map((slide) => slide.caption));
  // Once the page has loaded, every slide has its picture.
  for (const slide of slides) await expect(carousel.getByRole('img', { name: slide.image.alt })).toHaveCount(1);

  const videos = page.getByRole('region', { name: story.videos.heading });
  await expect(videos.getByRole('figure')).toHaveCount(12);
  await expect(videos.locator('figcaption')).toHaveText(story.videos.items.map((video) => video.title));
  // Only videos with an id have a play button; the others are a poster and a title.
  await expect(videos.getByRole('button')).toHaveCount(story.videos.items.filter((video) => video.youtubeId).length);
  await expect(videos.getByRole('link')).toHaveCount(0);

  await expect(page.getByRole('list', { name: story.relatedLinks.heading }).getByRole('link')).toHaveCount(23);
  const bands = page.locator('[data-parallax]');
  await expect(bands).toHaveCount(3);
  await expect(bands.getByRole('heading', { level: 2 })).toHaveText(story.parallax.map((band) => band.heading));

  // Scroll through: lazy pictures load, and still nothing comes from another site.
  await picturesLoaded(page.getByRole('main').locator('img'));
  expect(offsite).toEqual([]);
});

test.describe('the video facade', () => {
  test.skip(!playable, 'no story video has a YouTube id');

  test('requests nothing from YouTube until pressed, then creates the player and focuses it', async ({ tab: page }) => {
    if (!playable?.youtubeId) return;
    const offsite = await blockOffsite(page);
    await visitStory(page);
    const button = page.getByRole('button', { name: ui.video.play.replace('{title}', playable.title) });
    // Its poster loaded: a facade that fetched from YouTube on sight would have done so by now.
    await picturesLoaded(page.getByRole('figure').filter({ has: button }).locator('img'));
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(offsite).toEqual([]);

    await button.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${playable.youtubeId}?autoplay=1`,
    );
    await expect(frame).toHaveAttribute('title', playable.title);
    await expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(frame).toBeFocused();
    await expect(button).toHaveCount(0);
    // The player was asked for (and aborted here) only after the click, and only from the privacy-enhanced host.
    await expect.poll(() => offsite.length).toBeGreaterThan(0);
    expect(offsite.every((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is a link to the video on YouTube, in a new tab', async ({ page }) => {
      if (!playable?.youtubeId) return;
      const offsite = await blockOffsite(page);
      await page.goto('/story');
      const link = page.getByRole('link', {
        name: `${ui.video.watchOnYoutube.replace('{title}', playable.title)} ${ui.newTab}`,
      });
      await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${playable.youtubeId}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.locator('iframe')).toHaveCount(0);
      // The slideshow's buttons, which need JavaScript, are hidden; the track still scrolls, with every picture.
      await expect(page.getByRole('button', { name: ui.carousel.next })).toBeHidden();
      const track = page.getByRole('list', { name: title });
      for (const slide of slides) await expect(track.getByRole('img', { name: slide.image.alt })).toHaveCount(1);
      expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(offsite).toEqual([]);
    });
  });
});

test.describe('the related links', () => {
  for (const width of [1280, 375]) {
    test(`are 23, each opening a new tab with noopener, in a scrolling list at most 520 px high (${width} px)`, async ({
      tab: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await visitStory(page);
      const list = page.getByRole('list', { name: story.relatedLinks.heading });
      const links = list.getByRole('link');
      await expect(links).toHaveCount(23);
      for (const [index, { label, url }] of story.relatedLinks.items.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(`${label} ${ui.newTab}`);
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
      }
      const box = await list.evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        client: element.clientHeight,
        scroll: element.scrollHeight,
        overflow: getComputedStyle(element).overflowY,
      }));
      expect(box.height).toBeLessThanOrEqual(520);
      expect(box.scroll).toBeGreaterThan(box.client);
      expect(box.overflow).toBe('auto');

      // The keyboard scrolls it: it takes the focus, and Page Down moves it.
      await list.focus();
      await expect(list).toBeFocused();
      await page.keyboard.press('PageDown');
      await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    });
  }
});

/** Which slide the track shows (it snaps to whole slides). */
const shown = (track: Locator) => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));

test.describe('the slideshow', () => {
  for (const motion of ['no-preference', 'reduce'] as const) {
    test(`moves by previous, next and the indicators, and wraps round (motion: ${motion})`, async ({
      page,
      consoleProblems,
    }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.clock.install();
      await visitStory(page);
      const carousel = page.getByRole('region', { name: title });
      const track = carousel.getByRole('list', { name: title });
      const items = track.getByRole('listitem');
      const dot = (n: number) => carousel.getByRole('button', { name: `Show slide ${n} of 5` });
      const current = carousel.locator('[aria-current="true"]');
      await carousel.scrollIntoViewIfNeeded();

      await expect(current).toHaveCount(1);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      // It never moves on its own.
      await page.clock.runFor(30_000);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      expect(await shown(track)).toBe(0);

      await carousel.getByRole('button', { name: ui.carousel.next }).click();
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => shown(track)).toBe(1);
      await expect(items.nth(1)).toBeInViewport({ ratio: 0.9 });
      await expect(items.nth(0)).not.toBeInViewport();

      await carousel.getByRole('button', { name: ui.carousel.previous }).click();
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => shown(track)).toBe(0);
      await carousel.getByRole('button', { name: ui.carousel.previous }).click();
      await expect(dot(5)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => shown(track)).toBe(4);
      await carousel.getByRole('button', { name: ui.carousel.next }).click();
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => shown(track)).toBe(0);

      await dot(3).click();
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect(current).toHaveCount(1);
      await expect.poll(() => shown(track)).toBe(2);
      await expect(page.locator('[aria-live="polite"]').filter({ hasText: slides[2]?.caption ?? '' })).toHaveCount(1);
      expect(consoleProblems).toEqual([]);
    });
  }

  test('is as tall before its other pictures come as after: nothing below it moves', async ({
    page,
    consoleProblems,
  }) => {
    // On a phone a later slide's caption takes a line more than the first's.
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdLoader(page);
    await page.goto('/story');
    const track = page.getByRole('list', { name: title });
    const before = await track.evaluate((element) => element.getBoundingClientRect().height);
    release();
    await hydrated(page);
    await picturesLoaded(track.locator('img'));
    expect(await track.evaluate((element) => element.getBoundingClientRect().height)).toBe(before);
    expect(consoleProblems).toEqual([]);
  });

  test('the indicators follow when the track is scrolled with the keyboard', async ({ tab: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visitStory(page);
    const carousel = page.getByRole('region', { name: title });
    const track = carousel.getByRole('list', { name: title });
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(track)).toBe(1);
    await expect(carousel.getByRole('button', { name: 'Show slide 2 of 5' })).toHaveAttribute('aria-current', 'true');
  });
});

const imageOf = (page: Page, index: number) => page.locator('[data-parallax]').nth(index).locator('img');
const motionOf = (image: Locator) =>
  image.evaluate((element) => ({
    name: getComputedStyle(element).animationName,
    transform: getComputedStyle(element).transform,
  }));

test.describe('the parallax bands', () => {
  test('drift as the page scrolls', async ({ tab: page }) => {
    await visitStory(page);
    const image = imageOf(page, 0);
    await image.scrollIntoViewIfNeeded();
    const before = await motionOf(image);
    expect(before.name).not.toBe('none');
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await motionOf(image)).transform).not.toBe(before.transform);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('are plain pictures', async ({ tab: page }) => {
      await visitStory(page);
      for (const index of [0, 1, 2])
        expect(await motionOf(imageOf(page, index))).toEqual({ name: 'none', transform: 'none' });
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test('are plain pictures', async ({ page, consoleProblems }) => {
      await visitStory(page);
      for (const index of [0, 1, 2])
        expect(await motionOf(imageOf(page, index))).toEqual({ name: 'none', transform: 'none' });
      expect(consoleProblems).toEqual([]);
    });
  });
});

test('Story fits a 360 px phone without sideways scrolling', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visitStory(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  // The slideshow controls fit across the phone.
  const next = page.getByRole('button', { name: ui.carousel.next });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: ui.carousel.previous })).toBeInViewport({ ratio: 1 });
});
