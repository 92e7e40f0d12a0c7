import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

/**
 * Vitest's global setup of the integration projects (decision 085): with TEST_STORE=postgres (in
 * the project's env, as `integration-postgres` has it, or the run's, as `npm run test:postgres`
 * sets it), one PostgreSQL for the whole run, its URL handed to the test files
 * (`inject('postgresUrl')`, ./test-store.ts, where each folder a test names gets a database of
 * its own), stopped once every file has run. Without it, nothing.
 */
export default async function setup(project: TestProject) {
  if ((project.config.env.TEST_STORE ?? process.env.TEST_STORE) !== 'postgres') return;
  const postgres = await startPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
