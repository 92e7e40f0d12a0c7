import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const copied = [...runtime.matchAll(/^COPY --from=build (.+) \S+$/gm)].flatMap(([, sources = '']) =>
    sources.split(/\s+/).map((source) => path.relative('/app', source)),
  );

  it('runs the build (decision 089): the image copies dist/ and no source file of the site', () => {
    expect(copied).toContain('dist');
    expect(copied.filter((source) => /^(src|server|build)(\/|$)/.test(source) && !source.endsWith('.env'))).toEqual([]);
    expect(runtime).toMatch(/^CMD \["node", .*"dist\/server\/index\.js"\]$/m);
  });
});
