import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/store/migrations/index.ts';

const folder = path.resolve(import.meta.dirname, '../../server/store/migrations');

describe("the store's migrations (server/store/migrations/index.ts)", () => {
  it('lists every migration file of the folder, by its name, in the order of the names', () => {
    const files = readdirSync(folder)
      .filter((file) => /^\d{3}-.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(migrations)).toEqual(files);
    for (const migration of Object.values(migrations)) expect(migration.up).toBeTypeOf('function');
  });
});
