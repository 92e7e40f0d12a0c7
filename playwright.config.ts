import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { staleBuild } from './tests/build-freshness.ts';
import './tests/e2e/pictures-loader.ts';

// The browser tests run the production build (dist/): never one older than its sources.
const stale = staleBuild();
if (stale) throw new Error(stale);

/**
 * The site (production build), the contract backend and an SMTP server that keeps what the site
 * mails, on loopback ports of their own; E2E_PORT moves them all (site E2E_PORT, backend
 * E2E_PORT + 5000, mail E2E_PORT + 6000, PostgreSQL E2E_PORT + 7000) so that two checkouts can
 * run browser tests side by side.
 */
export const sitePort = Number(process.env.E2E_PORT ?? 3210);
export const backendPort = sitePort + 5000;
export const backendUrl = `http://127.0.0.1:${backendPort}`;
/** The site's embedded store (DATA_DIR), one a port: tests read what the Contact form stored there. */
export const siteDataDir = join(tmpdir(), `agro-e2e-data-${sitePort}`);
/**
 * With TEST_STORE=postgres (`npm run test:postgres`, decision 085) the site's store is PostgreSQL
 * instead: a server of its own (tests/e2e/postgres-server.ts), started before the site, and its
 * database `site`, which the tests read then. `postgresUrl` is the server, for a site a test starts.
 */
export const postgresUrl =
  process.env.TEST_STORE === 'postgres' ? `postgres://postgres@127.0.0.1:${sitePort + 7000}/postgres` : undefined;
export const siteDatabaseUrl = postgresUrl?.replace(/\/postgres$/, '/site');
/** The SMTP server the site mails through (tests/e2e/mail-catcher.ts), and the folder it writes each mail to. */
export const mailPort = sitePort + 6000;
export const mailDir = join(tmpdir(), `agro-e2e-mail-${sitePort}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A browser and its pages keep about one core busy: a worker a core, two at least (decision 094).
  workers: Math.max(2, availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Tests that make the one contract backend misbehave run after all others, alone (decision 044).
  projects: [
    { name: 'site', testIgnore: 'backend-faults.spec.ts' },
    { name: 'backend faults', testMatch: 'backend-faults.spec.ts', dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's headless shell of Chromium (package chromium-headless-shell), the build Playwright
      // itself runs headless tests in: no browser download works on these machines. The whole
      // suite ran in 10.0 min with it against 17 with the full browser (decision 077).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        // Text laid out as on a phone, unhinted: the shell hints by default, and its hinted Mukta is
        // up to 6% wider than the full browser's, which wraps a desktop header a phone never wraps.
        '--font-render-hinting=none',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...(postgresUrl
      ? [
          {
            command: `node tests/e2e/postgres-server.ts ${new URL(postgresUrl).port}`,
            wait: { stdout: /postgres ready/ },
            reuseExistingServer: false,
            // Stopped by its own script, which removes its folder; Playwright's default SIGKILL would leave both.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
          },
        ]
      : []),
    {
      command: `node tests/e2e/mail-catcher.ts ${mailPort} ${mailDir}`,
      port: mailPort,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node server/contract-backend/cli.ts ${backendPort}`,
      url: `${backendUrl}/__control/registrations`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node dist/server/index.js',
      // Ready once every page is in the page cache (server/warm-up.ts, under a second), as a load balancer would wait.
      url: `http://127.0.0.1:${sitePort}/readyz`,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(sitePort),
        API_URL: backendUrl,
        SITE_URL: `http://127.0.0.1:${sitePort}`,
        HSTS: 'false',
        LOG_LEVEL: 'warn',
        API_TIMEOUT_MS: '3000',
        // Every browser test registers from 127.0.0.1; the limits are tested in registration-limits.test.ts.
        REGISTRATIONS_PER_ADDRESS: '100000',
        REGISTRATIONS_PER_HOUR: '100000',
        UPLOADS_PER_ADDRESS: '1000',
        DATA_DIR: siteDataDir,
        ...(siteDatabaseUrl && { DATABASE_URL: siteDatabaseUrl }),
        CONTACT_MESSAGES_PER_ADDRESS: '100000',
        NEWSLETTER_SIGNUPS_PER_ADDRESS: '100000',
        // Mail through the catcher: newsletter sign-ups wait for their confirmation mail (decision 081).
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        MAIL_FROM: 'Agro Tourism <news@krushi-paryatan.in>',
      },
    },
  ],
});
