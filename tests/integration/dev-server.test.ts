import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { statSync, utimesSync } from 'node:fs';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { home as homeEn } from '../../src/content/home.ts';
import { home as homeMr } from '../../src/content/mr/home.ts';
import { closedPortUrl, downBackendUrl } from './harness.ts';

/**
 * `npm run dev` serves both languages from one process (decision 055), the site and both
 * languages' pages in one module graph of Vite's module runner (decision 108): the server started
 * as `npm run dev` starts it, on a free loopback port, with no backend (pages need none).
 */
let child: ChildProcess;
let url: string;
let output = '';

beforeAll(async () => {
  const port = new URL(await closedPortUrl()).port;
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['server/dev.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: port,
      API_URL: downBackendUrl,
      // The site's own word that it was made again after an edit is said at info.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  // Up once /healthz answers; on two busy cores the start can take seconds.
  await vi.waitFor(
    async () => {
      if (!(await fetch(`${url}/healthz`)).ok) throw new Error(`not up yet:\n${output}`);
    },
    { timeout: 40_000, interval: 100 },
  );
}, 45_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
});

/** A page's HTML, and the URL of its islands' loader (the one script it names). */
async function page(path: string) {
  const response = await fetch(url + path);
  const html = await response.text();
  const loader = /<script type="module" src="([^"]*\/src\/islands\/loader\.ts)"/.exec(html)?.[1];
  return { status: response.status, html, loader };
}

/** A module as the browser gets it from Vite, and the URLs it imports. */
async function module(path: string) {
  const response = await fetch(url + path);
  const code = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    imports: [...code.matchAll(/(?:from |import\()"([^"]+)"/g)].map(([, specifier = '']) => specifier),
  };
}

/** The module URL of an island the page marks (`data-island="Hero"`), from the loader's registry. */
async function islandModule(html: string, loader: string, name = 'Hero') {
  expect(html).toContain(`data-island="${name}"`);
  const registry = (await module(loader)).imports.find((specifier) => specifier.endsWith('/islands/registry.ts'));
  expect(registry).toBeTruthy();
  return (await module(registry!)).imports.find((specifier) => specifier.endsWith(`/${name}.island.tsx`));
}

/** The content modules among a module's imports. */
const content = (imports: string[]) => imports.filter((specifier) => /\/src\/content\/.+\.ts$/.test(specifier));

// The first pages wait for both Vite servers' first transforms: about 3 s alone; 10.5 s with no
// dependency cache (node_modules/.vite, .vite-mr, as in a clean clone) and six busy loops beside
// it; 13.4 s in the whole integration stage at load 12. CI's machine can be slower again.
it('serves /home and /mr/home, each linking to the other, in one process', { timeout: 60_000 }, async () => {
  const english = await page('/home');
  const marathi = await page('/mr/home');
  expect([english.status, marathi.status], output).toEqual([200, 200]);
  expect(english.html).toMatch(/<html lang="en"/);
  expect(marathi.html).toMatch(/<html lang="mr"/);
  expect(english.html).toContain(homeEn.heading);
  expect(marathi.html).toContain(homeMr.heading);
  // The header's language switch leads to the twin, which this same process serves.
  expect(english.html).toMatch(/<a [^>]*href="\/mr\/home" hrefLang="mr-IN"/);
  expect(marathi.html).toMatch(/<a [^>]*href="\/home" hrefLang="en-IN"/);
});

it('serves each language its own islands, with that language’s words', { timeout: 20_000 }, async () => {
  const english = await page('/home');
  const marathi = await page('/mr/home');
  expect(english.loader).toBe('/src/islands/loader.ts');
  expect(marathi.loader).toBe('/_mr/src/islands/loader.ts');

  const englishIsland = await islandModule(english.html, english.loader!);
  const marathiIsland = await islandModule(marathi.html, marathi.loader!);
  expect(englishIsland).toMatch(/^\/src\/.+\.island\.tsx$/);
  expect(marathiIsland).toMatch(/^\/_mr\/src\/.+\.island\.tsx$/);

  const [en, mr] = await Promise.all([module(englishIsland!), module(marathiIsland!)]);
  expect([en.status, mr.status]).toEqual([200, 200]);
  expect(en.type).toMatch(/javascript/);
  expect(mr.type).toMatch(/javascript/);
  // The island's words: the English content modules in English, their Marathi twins in Marathi.
  expect(content(en.imports).length).toBeGreaterThan(0);
  expect(content(en.imports).every((specifier) => !specifier.includes('/content/mr/'))).toBe(true);
  expect(content(mr.imports).some((specifier) => specifier.startsWith('/_mr/src/content/mr/'))).toBe(true);
});

it('allows each language’s inline start script, as the page holds it, by its hash (decision 088)', async () => {
  for (const path of ['/home', '/mr/home']) {
    const response = await fetch(url + path);
    const html = await response.text();
    // The one script that runs in the page, its text: the start script, without `data-loader` here.
    const inline = [...html.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => text ?? '',
    );
    expect(inline, path).toHaveLength(1);
    const source = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc?.split(' '), path).toContain(source);
  }
});

it(
  'makes the site again after an edit to a server module, in the same process, and serves both languages from it (decision 108)',
  { timeout: 60_000 },
  async () => {
    // An edit as the file watcher sees it, with the file's bytes unchanged (other tests read it):
    // its time moves on, and is put back after.
    const file = 'src/site.server.ts';
    const { atime, mtime } = statSync(file);
    const seen = output.length;
    try {
      utimesSync(file, atime, new Date());
      await vi.waitFor(
        () => {
          if (!output.slice(seen).includes('the site was made again from the edited modules'))
            throw new Error(`not made again yet:\n${output.slice(seen)}`);
        },
        { timeout: 40_000, interval: 100 },
      );
    } finally {
      utimesSync(file, atime, mtime);
    }
    expect(child.exitCode).toBeNull();
    for (const path of ['/home', '/mr/home']) expect((await fetch(url + path)).status, path).toBe(200);
  },
);
