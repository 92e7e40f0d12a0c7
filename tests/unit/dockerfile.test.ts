import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The files the server loads at run time: server/index.ts and what it imports, but for `import type`. */
function runtimeFiles(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier));
      if (existsSync(path.join(root, target))) visit(target);
    }
  };
  visit(start);
  return seen;
}

describe('Dockerfile', () => {
  it('copies into the image every source file the server loads (the server runs its TypeScript as it is)', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copied = [...runtime.matchAll(/^COPY --from=build (.+) \S+$/gm)].flatMap(([, sources = '']) =>
      sources.split(/\s+/).map((source) => path.relative('/app', source)),
    );
    const files = [...runtimeFiles('server/index.ts')];
    expect(files).toContain('src/languages.ts');
    const missing = files.filter((file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)));
    expect(missing).toEqual([]);
  });
});
