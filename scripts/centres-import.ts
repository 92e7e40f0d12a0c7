/**
 * `npm run centres:import FILE.csv`: the office's list of centres into the directory (issue 53;
 * the columns and rules: docs/operating.md). Reads the environment as the server does
 * (DATA_DIR, DATABASE_URL). The file is checked whole before the store is opened: with any
 * problem nothing is written, each problem is printed, and the exit code is 1. A running
 * server shows the new centres within its data-version poll (2 s).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logging.ts';
import { migrateStore, openStore } from '../server/store/store.ts';
import {
  checkCentresCsv,
  importLimits,
  problemReport,
  writeCentres,
} from '../src/features/directory/csv-import.server.ts';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

const [given, ...rest] = process.argv.slice(2);
if (!given || rest.length > 0) {
  console.error('Usage: npm run centres:import FILE.csv');
  process.exit(2);
}
// npm runs scripts in the project's folder: the file is named from where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

try {
  const config = loadConfig();
  // Not read at all when too large: the limit is also what this process holds in memory.
  if ((await stat(file)).size > importLimits.bytes) {
    console.error(`${given}: nothing imported: the file is over ${importLimits.bytes / 1024 / 1024} MB`);
    process.exit(1);
  }
  const { rows, problems } = checkCentresCsv(await readFile(file));
  if (problems.length > 0) {
    console.error(`${given}: nothing imported, ${plural(problems.length, 'problem')}:`);
    for (const line of problemReport(problems)) console.error(`  ${line}`);
    process.exit(1);
  }
  const store = openStore(config);
  try {
    await migrateStore(store, createLogger({ env: config.env, logLevel: 'warn' }));
    const { published, drafts } = await writeCentres(store, rows, path.basename(file));
    console.log(
      `imported ${plural(rows.length, 'centre')}: ${published} published, ${plural(drafts, 'draft')} (${store.where})`,
    );
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
