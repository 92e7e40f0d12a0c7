/**
 * `npm run bench:registration`: how long an owner waits to register with a 5 MB phone photo on
 * a slow mobile link, in Chromium throttled over CDP (400 kbit/s up and down, 400 ms round
 * trip): from choosing the photo to the success message, on the production server of a checkout
 * (this one, or the built checkout in SITE_DIR, e.g. main's, for a before/after) and the
 * contract backend. Prints each run, the bytes the backend received and the median.
 * Needs a build in the checkout measured. RUNS sets the number of runs (default 1).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBackend } from '../server/contract-backend/backend.ts';
import { heavyPhoto } from '../server/contract-backend/photos.ts';
import { loadTestLimits, startServer } from './server-process.ts';

const profile = { uploadKbit: 400, downloadKbit: 400, latencyMs: 400 };
const runs = Number(process.env.RUNS ?? 1);
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(import.meta.dirname, '..'));
const port = 3000 + Math.floor(Math.random() * 2000) + 1000;
// The spec's words since decision 067; a checkout from before it (SITE_DIR) shows the backend's.
const success = /Registration (successful!|submitted successfully)/;

const backend = await startBackend();
const server = await startServer(port, { API_URL: backend.url, API_TIMEOUT_MS: '120000', ...loadTestLimits }, siteDir);
const site = `http://127.0.0.1:${port}`;

const photo = await heavyPhoto();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
const times: number[] = [];
try {
  console.log(`${siteDir}: a ${(photo.buffer.length / 1048576).toFixed(2)} MB photo, ${JSON.stringify(profile)}`);
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage();
    await page.goto(`${site}/profile`);
    // Wake the form as a visitor's first touch would, and wait until it is alive.
    await page.locator('[data-island="RegistrationForm"]').dispatchEvent('pointerover');
    await page.locator('[data-island="RegistrationForm"][data-island-ready]').waitFor({ state: 'attached' });
    const number = `TIME-${Date.now()}-${run}`;
    await page.getByLabel('Registration No', { exact: true }).fill(number);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbit * 1000) / 8,
      uploadThroughput: (profile.uploadKbit * 1000) / 8,
    });
    const started = performance.now();
    await page.getByLabel('Upload Document', { exact: true }).setInputFiles({
      name: 'certificate.jpg',
      mimeType: 'image/jpeg',
      buffer: photo.buffer,
    });
    const button = page.getByRole('main').getByRole('button', { name: /^Register/ });
    await page.waitForFunction(() => {
      const submit = document.querySelector<HTMLButtonElement>('main form button[type="submit"]');
      return submit !== null && !submit.disabled;
    });
    const prepared = performance.now();
    await button.click();
    await page.getByRole('main').getByRole('alert').filter({ hasText: success }).waitFor({ timeout: 600_000 });
    const seconds = (performance.now() - started) / 1000;
    times.push(seconds);
    const received = backend.registrations.find((r) => r.fields.registration_number === number);
    console.log(
      `run ${run}: ${seconds.toFixed(1)} s (ready to send after ${((prepared - started) / 1000).toFixed(1)} s); ` +
        `the backend received ${((received?.file?.size ?? 0) / 1024).toFixed(0)} KB, ` +
        `${received?.image?.width ?? '?'} × ${received?.image?.height ?? '?'} px`,
    );
    await page.close();
  }
  const sorted = times.toSorted((a, b) => a - b);
  console.log(`median: ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s over ${runs} run(s)`);
} finally {
  await browser.close();
  server.kill();
  await backend.close();
}
