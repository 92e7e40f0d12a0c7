import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { storeFile } from './sqlite.ts';

/** `site-20261128T093000Z.sqlite`: the time of the copy, in UTC, sortable. */
const backupName = (at: Date) =>
  `site-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.sqlite`;

/**
 * A consistent copy of the embedded store into `folder` (by default DATA_DIR/backups), taken
 * while the site runs: SQLite's online backup (`node:sqlite`'s `backup()`), a page at a time,
 * from a connection of its own, so the site's writes go on meanwhile and what is copied is
 * one moment of the store, never a half-written file (decision 075). Resolves with its path.
 */
export async function backupStore(
  dataDir: string,
  folder = join(dataDir, 'backups'),
  at = new Date(),
): Promise<string> {
  mkdirSync(folder, { recursive: true });
  const target = join(folder, backupName(at));
  const source = new DatabaseSync(storeFile(dataDir), { readOnly: true, timeout: 1_000 });
  try {
    await backup(source, target);
  } finally {
    source.close();
  }
  return target;
}
