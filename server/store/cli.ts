/**
 * `npm run db:migrate`: brings the site's store up to its newest migration (the server does it
 * at start too). `npm run db:backup [folder]`: copies the embedded store while the site runs,
 * into DATA_DIR/backups or the folder given, as `site-<UTC time>.sqlite`. Both read the
 * environment as the server does (DATA_DIR, DATABASE_URL).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logging.ts';
import { backupStore } from './backup.ts';
import { migrateStore, openStore } from './store.ts';

const [command, folder] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'migrate') {
    const store = openStore(config);
    try {
      const ran = await migrateStore(store, createLogger({ env: config.env, logLevel: 'warn' }));
      console.log(ran.length > 0 ? `Migrated ${store.where}: ${ran.join(', ')}` : `${store.where} is up to date.`);
    } finally {
      await store.close();
    }
  } else if (command === 'backup') {
    if (config.databaseUrl) {
      console.error(
        'DATABASE_URL is set: the store is PostgreSQL. Back it up with pg_dump (pg_dump -Fc "$DATABASE_URL").',
      );
      process.exit(1);
    }
    console.log(`Backed up to ${await backupStore(config.dataDir, folder)}`);
  } else {
    console.error('Usage: node dist/server/store.js migrate | backup [folder]');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
