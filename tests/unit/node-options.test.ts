import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const envFile = 'server/node-options.env';
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('server/node-options.env (decision 013)', () => {
  it('gives Node a heap limit of 256 MB old space plus small semi-spaces', () => {
    const env = { ...process.env };
    delete env.NODE_OPTIONS;
    const limit = execFileSync(
      process.execPath,
      [
        `--env-file=${envFile}`,
        '-e',
        'process.stdout.write(String(require("v8").getHeapStatistics().heap_size_limit))',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    const mb = Number(limit) / 2 ** 20;
    expect(mb).toBeGreaterThanOrEqual(256);
    expect(mb).toBeLessThan(300);
  });

  it('is the one place npm start, the container and the benches take the flags from', () => {
    const flag = `--env-file=${envFile}`;
    expect(JSON.parse(read('package.json')).scripts.start).toContain(flag);
    expect(read('Dockerfile')).toContain(`CMD ["node", "${flag}", "dist/server/index.js"]`);
    expect(read('scripts/server-process.ts')).toContain(`'${flag}'`);
    for (const file of ['package.json', 'Dockerfile', 'scripts/server-process.ts']) {
      expect(read(file)).not.toMatch(/max-old-space-size/);
    }
  });
});
