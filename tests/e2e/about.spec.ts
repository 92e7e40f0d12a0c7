import { expect, hydrated, test } from './fixtures.ts';
import { about } from '../../src/content/about.ts';
import { meta } from '../../src/content/meta.ts';
import { teamRoles } from '../fixtures/spec.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('About: the story, the founder, and seven team members with the spec roles in order', async ({ tab: page }) => {
  const offsite: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      offsite.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/about');
  await hydrated(page);

  await expect(page).toHaveTitle(new RegExp(`^${meta['/about'].title} \\|`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
  await expect(page.locator('h1')).toHaveCount(1);

  await expect(page.getByRole('heading', { level: 2, name: about.story.heading })).toBeVisible();
  for (const text of about.story.paragraphs) await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('img', { name: about.story.image.alt })).toBeVisible();

  const founder = page.getByRole('region', { name: about.founder.heading });
  await expect(founder.getByRole('img', { name: about.founder.image.alt })).toBeVisible();
  await expect(founder).toContainText(about.founder.name);
  await expect(founder).toContainText(about.founder.role);
  for (const text of about.founder.paragraphs) await expect(founder).toContainText(text);

  const team = page.getByRole('list', { name: about.team.heading });
  const members = team.getByRole('listitem');
  await expect(members).toHaveCount(7);
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(about.team.members.map((member) => member.name));
  await expect(members.locator('p')).toHaveText([...teamRoles]);
  expect(about.team.members.map((member) => member.role)).toEqual([...teamRoles]);

  // The portraits are real, loaded pictures with their alt text.
  await team.scrollIntoViewIfNeeded();
  for (const member of about.team.members) {
    const portrait = team.getByRole('img', { name: member.image.alt });
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }

  // Headings never skip a level.
  const levels = await page
    .locator('main')
    .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4')].map((h) => Number(h.tagName[1])));
  levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));

  expect(offsite).toEqual([]);
});

test('About fits a 360 px phone without sideways scrolling', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await hydrated(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expect(page.getByRole('list', { name: about.team.heading }).getByRole('listitem')).toHaveCount(7);
});
