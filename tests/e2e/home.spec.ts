import type { Page } from '@playwright/test';
import { activeCardOffset } from '../../src/components/active-card.ts';
import { client } from '../../src/content/client.ts';
import { ui } from '../../src/content/ui.ts';
import { axeViolations, expect, hydrated, renderEverySection, test } from './fixtures.ts';

// home.ts imports images (Vite only), so the spec's words are spelled out here.
const heroLabel = 'Farm life in Maharashtra';
const testimonialsHeading = 'From our workshop participants';

/** The cards' tops from the top of the document, by layout (the active card's lift is a transform). */
function layoutTops(elements: Element[]) {
  return elements.map((element) => {
    let top = 0;
    for (let node = element as HTMLElement | null; node; node = node.offsetParent as HTMLElement | null)
      top += node.offsetTop;
    return top;
  });
}

const hero = (page: Page) => page.getByRole('region', { name: heroLabel });
const heroSlides = (page: Page) => hero(page).locator('[aria-roledescription="slide"]');
const activeHeroSlide = (page: Page) =>
  heroSlides(page).evaluateAll((slides) => slides.findIndex((slide) => slide.getAttribute('data-active') === 'true'));

test.describe('Home', () => {
  test('shows every part with the counts of the spec, and one h1', async ({ tab: page }) => {
    await page.goto('/home');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(heroSlides(page)).toHaveCount(4);
    await expect(heroSlides(page)).toHaveText([
      /Agro Tourism\s*Start Your Journey Now/,
      /Rural Rhythms/,
      /Harvest Sweet Memory In Farm/,
      /Memory In Farm/,
    ]);
    await expect(heroSlides(page).first()).toHaveAttribute('aria-label', '1 of 4');
    await expect(hero(page).locator('video')).toHaveCount(4);
    const videos = await hero(page)
      .locator('video')
      .evaluateAll((list) =>
        (list as HTMLVideoElement[]).map((v) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline })),
      );
    expect(videos.every((v) => v.muted && v.loop && v.inline)).toBe(true);

    await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '/about');
    await expect(page.locator('[data-flip-card]')).toHaveCount(3);
    for (const name of ['Mission', 'Vision', 'Awards']) await expect(page.getByRole('group', { name })).toBeVisible();
    const testimonials = page.getByRole('region', { name: testimonialsHeading });
    await expect(testimonials.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(testimonials.locator('figure[lang="mr"]')).toHaveCount(3);
    const events = page.getByRole('region', { name: 'Lets Check Our Events' });
    await expect(events.getByRole('heading', { level: 2 })).toHaveText('Lets Check Our Events');
    await expect(events.getByRole('listitem')).toHaveCount(9);
    await expect(events.locator('svg')).toHaveCount(9);
    await expect(page.locator('li[data-active]')).toHaveCount(5);
  });

  test('the first poster is the largest paint, in the server HTML with high priority', async ({ request }) => {
    const html = await (await request.get('/home')).text();
    const main = html.slice(html.indexOf('<main'));
    const images = [...main.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images[0]).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('Green farm fields at sunrise');
    expect(images.slice(1).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(html).not.toMatch(/<video[^>]* src=/);
  });

  test('the hero advances after 5000 ms, wraps after the fourth, and pause stops it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home');
    await hydrated(page);
    const pause = hero(page).getByRole('button', { name: ui.carousel.pause });
    await pause.click();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await hero(page).getByRole('button', { name: 'Show slide 1 of 4' }).click();
    expect(await activeHeroSlide(page)).toBe(0);

    // Play starts a full interval.
    await hero(page).getByRole('button', { name: ui.carousel.play }).click();
    await page.clock.runFor(4900);
    expect(await activeHeroSlide(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => activeHeroSlide(page)).toBe(1);
    for (const expected of [2, 3, 0]) {
      await page.clock.runFor(5000);
      await expect.poll(() => activeHeroSlide(page)).toBe(expected);
    }

    // Hovering does not pause it; the button does, and play resumes it.
    await hero(page).hover();
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroSlide(page)).toBe(1);
    await hero(page).getByRole('button', { name: ui.carousel.pause }).click();
    await page.clock.runFor(20_000);
    expect(await activeHeroSlide(page)).toBe(1);
    await expect(hero(page).locator('video').nth(1)).toHaveJSProperty('paused', true);
    await hero(page).getByRole('button', { name: ui.carousel.play }).click();
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroSlide(page)).toBe(2);
  });

  test('the clips get their files only after the load event', async ({ page }) => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    // Hold the first poster (an eager image), so the window's load event waits for it.
    await page.route(/\/assets\/farm-[^/]+\.(avif|webp|jpg)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home', { waitUntil: 'commit' });
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await expect(page.locator('video[src]')).toHaveCount(0);

    release();
    await page.waitForFunction(() => document.readyState === 'complete');
    await expect(page.locator('video[src]').first()).toHaveAttribute('src', '/media/hero/farm.mp4');
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((v: HTMLVideoElement) => !v.paused),
      )
      .toBe(true);
  });

  test('the HTML and the first-view images weigh at most 250 KB before the clips start (phone)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const responses: import('@playwright/test').Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'document' || type === 'image') responses.push(response);
    });
    await page.goto('/home', { waitUntil: 'load' });
    const sizes = await Promise.all(
      responses.map(async (response) => {
        const { responseBodySize, responseHeadersSize } = await response.request().sizes();
        return responseBodySize + responseHeadersSize;
      }),
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`home first view: ${responses.length} documents and images, ${(total / 1024).toFixed(1)} KB`);
    expect(total).toBeLessThanOrEqual(250 * 1024);
  });

  test('the testimonial controls and indicators move the slides', async ({ tab: page }) => {
    await page.goto('/home');
    await hydrated(page);
    const region = page.getByRole('region', { name: testimonialsHeading });
    const slides = region.locator('[aria-roledescription="slide"]');
    const indicators = region.getByRole('button', { name: /^Show slide \d of 3$/ });
    const active = () =>
      slides.evaluateAll((list) => list.findIndex((el) => el.getAttribute('data-active') === 'true'));

    await expect(indicators).toHaveCount(3);
    await expect(indicators.nth(0)).toHaveAttribute('aria-current', 'true');
    await region.getByRole('button', { name: ui.carousel.next }).click();
    expect(await active()).toBe(1);
    await expect(indicators.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(indicators.nth(0)).not.toHaveAttribute('aria-current', /.*/);
    await region.getByRole('button', { name: ui.carousel.previous }).click();
    await region.getByRole('button', { name: ui.carousel.previous }).click();
    expect(await active()).toBe(2);
    await indicators.nth(0).click();
    expect(await active()).toBe(0);
    await expect(slides.nth(0)).toBeVisible();
    await expect(slides.nth(1)).toBeHidden();

    // A touch swipe to the left shows the next testimonial.
    const track = slides.first().locator('..');
    const box = await track.boundingBox();
    if (!box) throw new Error('no track');
    const y = box.y + box.height / 2;
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, clientY: y };
    await track.dispatchEvent('pointerdown', { ...touch, clientX: box.x + box.width * 0.8 });
    await track.dispatchEvent('pointerup', { ...touch, clientX: box.x + box.width * 0.2 });
    expect(await active()).toBe(1);
  });

  test('a flip card turns when it takes keyboard focus', async ({ tab: page }) => {
    await page.goto('/home');
    await hydrated(page);
    const card = page.getByRole('group', { name: 'Vision' });
    const inner = card.locator('[data-part="inner"]');
    const transform = () => inner.evaluate((el) => getComputedStyle(el).transform);
    expect(await transform()).toBe('none');
    await page.getByRole('group', { name: 'Mission' }).focus();
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    // rotateY(180deg): the first matrix entry is -1.
    await expect.poll(transform).toMatch(/^matrix3d\(-1, 0, /);
    await expect(card).toContainText('To be a top agri-tourism solution provider in India');
  });

  test('the active card follows scrolling (top within 150 px of the scroll position)', async ({ tab: page }) => {
    await page.goto('/home');
    await hydrated(page);
    const cards = page.locator('li[data-active]');
    const activeIndex = () =>
      cards.evaluateAll((list) => list.findIndex((el) => el.getAttribute('data-active') === 'true'));
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
    await renderEverySection(page);
    await expect.poll(activeIndex).toBe(-1);
    const tops = await cards.evaluateAll(layoutTops);
    const first = tops[0] ?? 0;

    await scrollTo(first - activeCardOffset - 1);
    await expect.poll(activeIndex).toBe(-1);
    await scrollTo(first - activeCardOffset);
    await expect.poll(activeIndex).toBe(0);
    for (const [index, top] of tops.entries()) {
      await scrollTo(top);
      await expect.poll(activeIndex).toBe(index);
      await expect(page.locator('li[data-active="true"]')).toHaveCount(1);
    }
    await scrollTo((tops.at(-1) ?? 0) + activeCardOffset + 1);
    await expect.poll(activeIndex).toBe(-1);
  });

  test('the WhatsApp button opens a chat with the office in a new tab', async ({ page }) => {
    await page.goto('/home');
    await hydrated(page);
    const link = page.getByRole('link', { name: `Chat with us on WhatsApp ${ui.newTab}` });
    await expect(link).toHaveAttribute('href', client.whatsapp.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(link).toBeInViewport();
  });

  test('requests nothing from another origin and has no accessibility violations', async ({ tab: page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/home', { waitUntil: 'load' });
    await hydrated(page);
    expect(await axeViolations(page, { rules: 'all' })).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

test.describe('Home with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('loads no clip, keeps the posters and does not advance on its own', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home', { waitUntil: 'load' });
    await hydrated(page);
    await expect(hero(page).getByRole('button', { name: ui.carousel.play })).toBeVisible();
    await page.clock.runFor(20_000);
    expect(await activeHeroSlide(page)).toBe(0);
    await expect(page.locator('video[src]')).toHaveCount(0);
    await expect(heroSlides(page).first().locator('img')).toBeVisible();
  });

  test('a focused flip card shows its back without turning', async ({ tab: page }) => {
    await page.goto('/home');
    await hydrated(page);
    const card = page.getByRole('group', { name: 'Mission' });
    await card.focus();
    expect(await card.locator('[data-part="inner"]').evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    const back = card.locator('[data-part="inner"] > div').nth(1);
    await expect.poll(() => back.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('Home when the visitor asks to save data', () => {
  test('loads no clip', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    });
    await page.clock.install();
    await page.goto('/home', { waitUntil: 'load' });
    await hydrated(page);
    // A clip would get its file once the hero has read the page's load and the visitor's wishes;
    // by its first advance it has surely done so, and then the next slide's clip would load too.
    await page.clock.runFor(5000);
    await expect.poll(() => activeHeroSlide(page)).toBe(1);
    await expect(page.locator('video[src]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the testimonials stand one under the other, all readable, with no controls', async ({ page }) => {
    await page.goto('/home');
    const region = page.getByRole('region', { name: testimonialsHeading });
    const quotes = region.locator('blockquote');
    await expect(quotes).toHaveCount(3);
    for (const quote of await quotes.all()) await expect(quote).toBeVisible();
    await expect(region.getByRole('button')).toHaveCount(0);
  });
});
