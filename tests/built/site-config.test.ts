// In tests/built/: it starts the production server and npm run check:config, dist/server/index.js and check-config.js (decision 108).
/**
 * The operator's file at work (issue 26): the production server, started from the same build
 * with `SITE_CONFIG`, shows the file's details on the pages of both languages and in their
 * structured data; a bad file stops the start, naming its key; stand-ins are named at start,
 * and `check:config` fails on them. Each server is its own process, as an operator runs it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sentMailDays } from '../../server/store/sweep.ts';
import { closedPortUrl, downBackendUrl } from '../integration/harness.ts';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(root, 'tests/fixtures/site-config.json');
const siteUrl = 'https://www.krushi-paryatan.in';
const folder = mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  /** The exit code, once the process has ended and its output is all read. */
  closed: Promise<number | null>;
  /** stdout and stderr so far. */
  output: () => string;
  /** Resolves once the output matches, or rejects when the process ends first. */
  waitFor: (pattern: RegExp) => Promise<void>;
}

function run(script: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', HSTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = once(child, 'close').then(([code]) => code as number | null);
  let output = '';
  const listeners = new Set<() => void>();
  const read = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
      void closed.then((code) => reject(new Error(`exited (${code}) before ${pattern}:\n${output}`)));
    });
  return { child, closed, output: () => output, waitFor };
}

/** The structured data blocks of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );

describe('a production server started with SITE_CONFIG', () => {
  let server: Run;
  let origin: string;
  beforeAll(async () => {
    origin = await closedPortUrl();
    server = run('dist/server/index.js', {
      PORT: new URL(origin).port,
      SITE_CONFIG: fixture,
      SITE_URL: siteUrl,
      API_URL: downBackendUrl,
    });
    await server.waitFor(/server listening on/);
    // Ready once every page is in the page cache (server/warm-up.ts): the pages below come from it.
    await vi.waitFor(
      async () => {
        if ((await fetch(`${origin}/readyz`)).status !== 200) throw new Error('still warming');
      },
      { timeout: 30_000, interval: 100 },
    );
    // The hook's own limit (10 s by default) must cover the start and the 30 s wait for /readyz:
    // on a busy machine (load 18 on 2 cores) the start and warm-up took longer than 10 s.
  }, 45_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.closed;
  }, 20_000);

  const page = async (pathname: string) => {
    const response = await fetch(origin + pathname);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };
  const standIns = ['+91 20 4000 0000', '912040000000', 'agrotourism.example', '919000000000', 'https://x.com/'];

  it.each([
    ['en', ''],
    ['mr', '/mr'],
  ])('shows its phone, e-mail, WhatsApp, address and profiles, not the stand-ins (%s)', async (lang, prefix) => {
    const home = await page(`${prefix}/home`);
    expect(home).toContain('<a href="tel:+912026123456">+91 20 2612 3456</a>');
    expect(home).toContain('<a href="mailto:namaste@krushi-paryatan.in">namaste@krushi-paryatan.in</a>');
    expect(home).toContain('href="https://wa.me/919822012345"');
    expect(home).toContain('href="https://www.facebook.com/krushiparyatan"');
    expect(home).toContain('href="https://www.youtube.com/@krushiparyatan"');
    // Instagram and X are left out of the file: left out of the footer.
    expect(home).not.toMatch(/instagram\.com|twitter\.com/);
    expect(home).toContain(
      lang === 'mr' ? 'कृषी भवन, 14 शिवाजीनगर, पुणे 411005, महाराष्ट्र, भारत' : 'Krushi Bhavan, 14 Shivajinagar, Pune',
    );
    for (const standIn of standIns) expect(home).not.toContain(standIn);

    const contact = await page(`${prefix}/contact`);
    expect(contact).toContain('+91 98220 12345');
    expect(contact).toContain('https://www.google.com/maps?q=Krushi%20Bhavan%2C%20Shivajinagar%2C%20Pune');
    // The contact form's island is told the operator's address in its props.
    expect(contact).toMatch(/data-island-props="">[^<]*"office":\{"email":"namaste@krushi-paryatan.in"/);
    for (const standIn of standIns) expect(contact).not.toContain(standIn);

    const terms = await page(`${prefix}/terms`);
    expect(terms).toContain(
      lang === 'mr'
        ? 'तर namaste@krushi-paryatan.in वर ई-मेल लिहा किंवा <span class="phone-number">+91 20 2612 3456</span> वर फोन करा.'
        : 'Write to namaste@krushi-paryatan.in or call <span class="phone-number">+91 20 2612 3456</span> if',
    );
  });

  it.each([
    ['en', ''],
    ['mr', '/mr'],
  ])('puts them in the structured data, with the home page in its language (%s)', async (_lang, prefix) => {
    const [business] = jsonLd(await page(`${prefix}/home`));
    expect(business).toMatchObject({
      '@type': 'TravelAgency',
      url: `${siteUrl}${prefix}/home`,
      telephone: '+912026123456',
      email: 'namaste@krushi-paryatan.in',
      geo: { latitude: 18.5314, longitude: 73.8446 },
    });
    expect(business?.sameAs).toEqual([
      'https://www.facebook.com/krushiparyatan',
      'https://www.youtube.com/@krushiparyatan',
    ]);
  });

  it.each([
    ['en', '', 'Our farm stay in Bhor'],
    ['mr', '/mr', 'भोरमधील आमचा शेतमुक्काम'],
  ])('plays its videos; a slot without an id keeps its poster (%s)', async (_lang, prefix, title) => {
    const project = await page(`${prefix}/project`);
    expect(project).toContain('href="https://www.youtube.com/watch?v=Kp3xWorkshp"');
    expect(project.match(/data-source="youtube"/g)).toHaveLength(1);
    expect(project.match(/data-source="none"/g)).toHaveLength(5);

    const story = await page(`${prefix}/story`);
    expect(story).toContain('href="https://www.youtube.com/watch?v=St0ryFarm_1"');
    expect(story).toContain(title);
    // The built-in video of the first slot is replaced; the other eleven show posters.
    expect(story).not.toContain('D5gbcdyB0JY');
    expect(story.match(/data-source="none"/g)).toHaveLength(11);
  });

  it('says nothing about stand-ins at start: the file and SITE_URL leave none', () => {
    expect(server.output()).not.toContain('not ready to launch');
  });
});

describe('starting without everything the operator knows', () => {
  it('stops at start when the file has an unknown key or a bad value, naming each', async () => {
    const file = path.join(folder, 'bad.json');
    const settings = JSON.parse(readFileSync(fixture, 'utf8')) as { contact: Record<string, unknown>; videos: object };
    writeFileSync(
      file,
      JSON.stringify({ ...settings, contact: { ...settings.contact, fax: '020 1234' }, videos: { story: [] } }),
    );
    const server = run('dist/server/index.js', { PORT: new URL(await closedPortUrl()).port, SITE_CONFIG: file });
    expect(await server.closed).toBe(1);
    expect(server.output()).toContain(`SITE_CONFIG ${file}:`);
    expect(server.output()).toContain('contact.fax: unknown key');
    expect(server.output()).toMatch(/videos\.story: .*12/);
    expect(server.output()).not.toContain('listening');
  });

  it('warns in production, naming every stand-in still in use and the missing SITE_URL', async () => {
    const file = path.join(folder, 'contact-only.json');
    const { contact } = JSON.parse(readFileSync(fixture, 'utf8')) as { contact: object };
    writeFileSync(file, JSON.stringify({ contact }));
    const server = run('dist/server/index.js', { PORT: new URL(await closedPortUrl()).port, SITE_CONFIG: file });
    try {
      await server.waitFor(/not ready to launch[^]*map: /);
      const warning = server.output();
      for (const key of ['SITE_URL: not set', 'social:', 'videos.project:', 'videos.story:', 'map:'])
        expect(warning).toContain(key);
      // What the file gives is no stand-in.
      expect(warning).not.toMatch(/contact\.(phone|whatsapp|email|address)/);
    } finally {
      server.child.kill('SIGTERM');
      await server.closed;
    }
  });

  it('npm run check:config passes with the file and SITE_URL, and fails naming what is missing', async () => {
    const ready = run('dist/server/check-config.js', { SITE_CONFIG: fixture, SITE_URL: siteUrl });
    expect(await ready.closed).toBe(0);
    expect(ready.output()).toContain(`Ready to launch: ${siteUrl}`);
    expect(ready.output()).toContain(
      'Note: SMTP_URL is not set: contact messages are kept only in the site’s store (the admin inbox) and not mailed to the office.',
    );
    const mailing = run('dist/server/check-config.js', {
      SITE_CONFIG: fixture,
      SITE_URL: siteUrl,
      SMTP_URL: 'smtp://office:s3cret-pass@mail.krushi-paryatan.in:587',
      MAIL_FROM: 'Website <site@krushi-paryatan.in>',
    });
    expect(await mailing.closed).toBe(0);
    expect(mailing.output()).toContain(
      'mail: contact messages are mailed to namaste@krushi-paryatan.in through smtp://mail.krushi-paryatan.in:587, from Website <site@krushi-paryatan.in>.',
    );
    expect(mailing.output()).not.toContain('s3cret');

    const notReady = run('dist/server/check-config.js', { SITE_URL: siteUrl });
    expect(await notReady.closed).toBe(1);
    expect(notReady.output()).toContain('contact.phone: the stand-in +91 20 4000 0000');
    expect(notReady.output()).toContain('contact.email: info@agrotourism.example, which reaches nobody');
    expect(notReady.output()).not.toContain('SITE_URL');
  });
});

/** `npm run check:config` with the operator's file and SITE_URL (ready to launch), and `env`. */
const checkConfig = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['dist/server/check-config.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_CONFIG: fixture,
      SITE_URL: siteUrl,
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('npm run check:config on RETENTION_DAYS (decision 082)', () => {
  it('reports how long messages are kept, 365 days unless RETENTION_DAYS says', () => {
    const unset = checkConfig({});
    expect(unset.status).toBe(0);
    expect(unset.stdout).toContain('contact messages are deleted 365 days after they arrived');
    const set = checkConfig({ RETENTION_DAYS: '90' });
    expect(set.status).toBe(0);
    expect(set.stdout).toContain('contact messages are deleted 90 days after they arrived');
    expect(set.stdout).toContain(`mail records ${sentMailDays} days after they were sent`);
  });

  // Which values are refused is config.test.ts's (unit); here, that the command refuses one.
  it('refuses a RETENTION_DAYS that is not a whole number of days from 1 to 3650, naming it', () => {
    const bad = checkConfig({ RETENTION_DAYS: 'a year' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Invalid configuration:\n {2}RETENTION_DAYS: /);
  });
});
