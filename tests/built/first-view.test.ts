// In tests/built/: the loader and its imports are the client build's, named by its manifest (decision 108).
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { builtApp } from './harness.ts';

/**
 * The built loader and its own imports, named by the build's manifest (moved from
 * tests/integration/pages.test.ts, decision 108): only `npm run build` writes them.
 */
let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp();
});

describe('the first view', () => {
  it('names the loader and its own imports for its start script, which preloads them beside it: one round trip, not two', async () => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest;
    const loader = manifest['src/islands/loader.ts'];
    const imports = (loader?.imports ?? []).map((key) => `/${manifest[key]?.file}`);
    expect(imports.length).toBeGreaterThan(0);
    for (const path of ['/home', '/kokan/ratnagiri']) {
      const html = (await request(app).get(path)).text;
      const start = /<script data-loader="([^"]+)" data-imports="([^"]+)">/.exec(html);
      expect(start?.[1], path).toBe(`/${loader?.file}`);
      expect(start?.[2]?.split(' '), path).toEqual(imports);
      // Nothing is fetched for the islands before the first view: no module script, no preload.
      expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    }
  });
});
