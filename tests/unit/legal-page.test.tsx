// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveBusiness } from '../../src/business.ts';
import { Component as PrivacyPage } from '../../src/pages/privacy/route.tsx';
import { defaultRetentionDays } from '../../src/retention.ts';
import { SiteInfoContext } from '../../src/site-context.ts';

afterEach(cleanup);

/** The privacy page's text as rendered with the server's values (the office's e-mail, RETENTION_DAYS), or with none. */
function privacy(retentionDays?: number): string {
  const router = createMemoryRouter([{ path: '/privacy', Component: PrivacyPage }], { initialEntries: ['/privacy'] });
  const page = <RouterProvider router={router} />;
  const business = resolveBusiness({ contact: { email: 'office@farm.test' } });
  const { container } = render(
    retentionDays === undefined ? (
      page
    ) : (
      <SiteInfoContext value={{ siteUrl: '', business, retentionDays }}>{page}</SiteInfoContext>
    ),
  );
  const text = container.textContent ?? '';
  cleanup();
  return text;
}

describe('the privacy notice', () => {
  it('says how many days a contact message is kept, as the server was told, and whom to ask to delete it sooner', () => {
    expect(privacy(90)).toContain(
      'This website keeps it for 90 days, so that we can follow up on your enquiry, and then deletes it automatically; to have it deleted sooner, write to office@farm.test.',
    );
    expect(privacy(1)).toContain('keeps it for 1 day, so that');
    expect(privacy(3650)).toContain('keeps it for 3650 days, so that');
  });

  it('says the default outside a server render, and leaves no placeholder unfilled', () => {
    const text = privacy();
    expect(text).toContain(`keeps it for ${defaultRetentionDays} days, so that`);
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
