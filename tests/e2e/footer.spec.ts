import { client } from '../../src/content/client.ts';
import { footer as copy } from '../../src/content/footer.ts';
import { legal } from '../../src/content/legal.ts';
import { meta } from '../../src/content/meta.ts';
import { ui } from '../../src/content/ui.ts';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';

const { newsletter } = copy;

test('the footer: contact links, social links, themes, copyright, on a dark surface', async ({ tab: page }) => {
  await page.goto('/support');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');

  await expect(footer.getByRole('link', { name: client.phone.display })).toHaveAttribute(
    'href',
    `tel:${client.phone.tel}`,
  );
  await expect(footer.getByRole('link', { name: client.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${client.email}`,
  );

  for (const { label, url } of client.social) {
    const link = footer.getByRole('link', { name: `${label} ${ui.newTab}` });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  }

  for (const theme of copy.serviceThemes) {
    await expect(footer.getByRole('listitem').filter({ hasText: theme })).toBeVisible();
  }
  await expect(footer.getByRole('heading', { name: copy.about.heading })).toBeVisible();
  await expect(footer).toContainText(copy.about.text);
  await expect(footer).toContainText(`© 2025 ${copy.copyright.holder}`);

  const colours = await footer.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  expect(colours).toEqual({ background: 'rgb(31, 63, 36)', text: 'rgb(247, 243, 232)' });

  // The focus ring is mango on the dark surface (the page's brown ring would not show there).
  await footer.getByRole('link', { name: 'Terms' }).focus();
  const outline = await footer
    .getByRole('link', { name: 'Terms' })
    .evaluate((element) => getComputedStyle(element).outlineColor + ' ' + getComputedStyle(element).outlineStyle);
  expect(outline).toBe('rgb(242, 177, 52) solid');
});

test('Terms, Privacy and Support lead to real pages', async ({ tab: page }) => {
  await page.goto('/home');
  await hydrated(page);
  for (const [label, key] of [
    ['Terms', 'terms'],
    ['Privacy', 'privacy'],
    ['Support', 'support'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/${key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[key].heading);
    await expect(page).toHaveTitle(new RegExp(`^${meta[`/${key}`].title} \\|`));
    for (const section of legal[key].sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading, exact: true })).toBeVisible();
    }
  }
});

test('the privacy page answers 200 from the server and says what the registration form collects', async ({
  tab: page,
}) => {
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.locator('main')).toContainText('a document you choose to upload');
  await expect(page.locator('main')).toContainText(client.email);
});

test('the newsletter checks the address, then signs it up in place and says a confirmation mail is on its way', async ({
  tab: page,
}) => {
  await page.goto('/support');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel(newsletter.inputLabel);
  const subscribe = footer.getByRole('button', { name: newsletter.button });
  const message = footer.getByRole('alert');
  await expect(input).toHaveAccessibleDescription(newsletter.note);

  await subscribe.click();
  await expect(message).toHaveText(newsletter.emptyEmail);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleDescription(`${newsletter.emptyEmail} ${newsletter.note}`);

  await input.fill('farmer@village');
  await subscribe.click();
  await expect(message).toHaveText(newsletter.invalidEmail);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await input.fill(`farmer.${Math.random().toString(36).slice(2, 8)}@gaon.example`);
  await expect(input).not.toHaveAttribute('aria-invalid');
  await input.press('Enter');
  await expect(footer.getByRole('status')).toHaveText(newsletter.confirmSent);
  await expect(message).toHaveText('');
  await expect(input).toHaveValue('');
  expect(posts).toEqual(['/newsletter']);
  await expect(page).toHaveURL(/\/support$/);
  await expect(footer.getByRole('link', { name: newsletter.privacy })).toHaveAttribute('href', '/privacy#newsletter');
});

for (const width of [375, 1280]) {
  test(`axe finds nothing wrong in the footer (error shown) and a legal page at ${width} px`, async ({ tab: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/privacy');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('button', { name: newsletter.button }).click();
    await expect(page.getByRole('alert')).toHaveText(newsletter.emptyEmail);
    expect(await axeViolations(page, { rules: 'all', include: ['footer', 'main'] })).toEqual([]);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter posts to its sign-up page, which says a confirmation mail is on its way', async ({
    page,
    consoleProblems,
  }) => {
    await page.goto('/support');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: newsletter.button })).toBeVisible();
    const input = footer.getByLabel(newsletter.inputLabel);
    await input.fill(`plain.${Math.random().toString(36).slice(2, 8)}@gaon.example`);
    await input.press('Enter');
    await expect(page).toHaveURL('/newsletter?sent=confirm#newsletter-answer');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletter.confirmSent);
    expect(consoleProblems).toEqual([]);
  });
});
