/**
 * The browser tests' PostgreSQL, with TEST_STORE=postgres (playwright.config.ts starts it before
 * the site; decision 085): one from the OS in a temporary folder (tests/integration/postgres.ts)
 * on the port given, with the site's database, `site`, made in it. Prints `postgres ready` once
 * the site can open it; SIGTERM (Playwright's, once the tests are done) stops it and removes the folder.
 * Usage: node tests/e2e/postgres-server.ts <port>
 */
import { Client } from 'pg';
import { startPostgres } from '../integration/postgres.ts';

const postgres = await startPostgres({ port: Number(process.argv[2]) });
const client = new Client({ connectionString: postgres.url });
await client.connect();
await client.query('CREATE DATABASE site');
await client.end();
// Nothing else keeps the process alive: the server runs in processes of its own.
const alive = setInterval(() => undefined, 60_000);
let stopping: Promise<void> | undefined;
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    stopping ??= postgres.stop().finally(() => {
      clearInterval(alive);
      process.exit(0);
    });
  });
console.log(`postgres ready at ${postgres.url}`);
