import type { Page } from '@playwright/test';
import { agro } from '../../src/content/agro.ts';
import { blogIndex } from '../../src/content/blog/blog-index.ts';
import { marathiPosts } from '../../src/content/blog/posts.ts';
import { regionLinks } from '../../src/content/navigation.ts';
import { englishList, type CardData } from '../../src/features/blog/blog-data.ts';
import { marathiBlogDates } from '../fixtures/spec.ts';
import { expect, hydrated, test } from './fixtures.ts';

/*
 * The English posts come from the same function the page's loader calls (content that
 * imports pictures loads through tests/e2e/pictures-loader.ts) and are checked against the
 * spec's count and labels; tests/integration/articles.test.ts checks the content itself.
 */
const readMore = { en: 'Read More', mr: 'Read more' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Read More link's accessible name: its label and, visually hidden, the article's title (Chromium may put a space before the colon). */
const readMoreName = (label: string, title: string) => new RegExp(`^${escape(label)} ?: ${escape(title)}$`);

const cardsOf = (page: Page) => page.getByRole('main').getByRole('listitem');

test('the English blog shows nine cards with picture, date, title, summary and Read More', async ({ tab: page }) => {
  await page.goto('/blog1');
  await hydrated(page);
  const list = await englishList();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(9);
  expect(list.cards).toHaveLength(9);
  for (const [i, post] of list.cards.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('img', { name: post.image?.alt ?? '' })).toBeAttached();
    await expect(card.locator('time')).toHaveText(post.date);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.getByText(post.summary)).toBeVisible();
    await expect(card.getByRole('link', { name: readMoreName(readMore.en, post.title) })).toHaveAttribute(
      'href',
      /^\/blog1\/[a-z0-9-]+$/,
    );
  }
});

test('Read More opens the full English article, and the article links back', async ({ tab: page }) => {
  await page.goto('/blog1');
  await hydrated(page);
  const post = (await englishList()).cards[2] as CardData;
  await page.getByRole('link', { name: readMoreName(readMore.en, post.title) }).click();
  await expect(page).toHaveURL(new RegExp(`${post.href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.locator('time')).toHaveText(post.date);
  await expect(article.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(article.getByText(post.summary)).toBeVisible();
  await expect(article.locator('p')).not.toHaveCount(0);
  expect(await article.locator('div > p').count()).toBeGreaterThanOrEqual(4);
  await expect(page).toHaveTitle(new RegExp(`^${escape(post.title)} \\|`));
  await article.getByRole('link', { name: 'Back to the English blog' }).last().click();
  await expect(page).toHaveURL(/\/blog1$/);
  await expect(cardsOf(page)).toHaveCount(9);
});

test('the Marathi blog shows ten cards with the spec date labels in order and cut summaries', async ({ tab: page }) => {
  await page.goto('/blog2');
  await hydrated(page);
  const cards = cardsOf(page);
  await expect(cards).toHaveCount(10);
  await expect(cards.locator('time')).toHaveText([...marathiBlogDates]);
  for (const [i, post] of marathiPosts.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'mr');
    const summary = card.locator('p[lang="mr"]');
    const text = (await summary.textContent()) ?? '';
    expect(text.endsWith('…'), text).toBe(true);
    expect(post.summary.startsWith(text.slice(0, -1))).toBe(true);
    // Each Marathi article lives on the Marathi site (decision 043).
    await expect(card.getByRole('link', { name: readMoreName(readMore.mr, post.title) })).toHaveAttribute(
      'href',
      `/mr/blog2/${post.slug}`,
    );
  }
});

test('Read more opens the full Marathi article on its Marathi page', async ({ tab: page }) => {
  const post = marathiPosts[1];
  if (!post) throw new Error('no post');
  await page.goto('/blog2');
  await hydrated(page);
  await page.getByRole('link', { name: readMoreName(readMore.mr, post.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/mr/blog2/${post.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(article.getByText(post.summary)).toBeVisible();
  for (const text of post.body) await expect(article.getByText(text)).toBeVisible();
});

for (const path of ['/blog1/no-such-article', '/blog2/no-such-article']) {
  test(`an unknown article (${path}) answers 404 with the site 404 page`, async ({ tab: page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('article')).toHaveCount(0);
  });
}

test('the Blog page indexes both blogs with their latest posts', async ({ tab: page }) => {
  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIndex.heading);
  for (const blog of blogIndex.blogs) {
    const section = page.getByRole('region', { name: blog.title });
    await expect(section.getByRole('link', { name: blog.link.label })).toHaveAttribute('href', blog.link.to);
    await expect(section.getByRole('listitem')).toHaveCount(3);
  }
  const english = page.getByRole('region', { name: blogIndex.blogs[0]?.title ?? '' });
  const newest = english.getByRole('listitem').first().getByRole('link');
  const title = (await newest.textContent()) ?? '';
  await newest.click();
  await expect(page).toHaveURL(/\/blog1\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();
  await page.getByRole('link', { name: blogIndex.blogs[1]?.link.label }).click();
  await expect(page).toHaveURL(/\/blog2$/);
  await expect(cardsOf(page)).toHaveCount(10);
});

test('the Agro page explains agro tourism and links to the ten region pages', async ({ tab: page }) => {
  await page.goto('/agro');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(agro.heading);
  const regions = page.getByRole('region', { name: agro.regionsHeading });
  await expect(regions.getByRole('link')).toHaveCount(10);
  for (const region of regionLinks()) {
    await expect(regions.getByRole('link', { name: region.label, exact: true })).toHaveAttribute('href', region.to);
  }
  await regions.getByRole('link', { name: 'Kolhapur', exact: true }).click();
  await expect(page).toHaveURL(/\/west\/kolhapur$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kolhapur');
});
