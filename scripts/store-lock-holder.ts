/**
 * Another process holding the embedded store's write lock (`BEGIN IMMEDIATE`), as a backup tool
 * or an operator's `sqlite3` may (decision 102): `npm run test:abuse`'s lock scenario and the
 * lock test (tests/integration/store-lock.test.ts) both start it. A script, since tests may import
 * scripts and scripts never import tests (.dependency-cruiser.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** The holder, once it has the lock; it lets go and ends when its stdin closes. */
export async function holdWriteLock(file: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite');
       const db = new DatabaseSync(${JSON.stringify(file)});
       db.exec('BEGIN IMMEDIATE');
       process.stdout.write('locked\\n');
       process.stdin.on('end', () => { db.exec('ROLLBACK'); db.close(); process.exit(0); });
       process.stdin.resume();`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const [line] = (await once(holder.stdout!, 'data')) as [Buffer];
    if (line.toString() !== 'locked\n') throw new Error(`The lock's holder said ${JSON.stringify(line.toString())}`);
  } catch (error) {
    holder.kill('SIGKILL');
    throw error;
  }
  return holder;
}
