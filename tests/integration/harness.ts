import { spawn } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import request from 'supertest';
import { once } from 'node:events';
import { marathiQuery } from '../../build/language-content.ts';
import type { PageAssets } from '../../src/document.tsx';
import { splitPath, type Language } from '../../src/languages.ts';
import { createApp } from '../../server/app.ts';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { loadConfig } from '../../server/config.ts';
import type { Lifecycle } from '../../server/health.ts';
import { createLogger } from '../../server/logging.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import { PageCache } from '../../server/page-cache.ts';
import { closeRedisConnections } from '../../server/redis.ts';
import type { EntryServer, Renderer, SiteBuild } from '../../server/render.ts';
import { devBases } from '../../server/dev-renderer.ts';
import { staticFiles } from '../../server/static.ts';
import { warmPageCache } from '../../server/warm-up.ts';
import { closedPortUrl } from './ports.ts';
import { databaseFor, testStore } from './test-store.ts';
import type { StoreTables } from '../../server/store/schema.ts';
import { groupCommit } from '../../server/store/group-commit.ts';
import { kyselySqlite } from '../../server/store/sqlite.ts';
import { migrateStore, openStore, type Store } from '../../server/store/store.ts';

/**
 * The pages from their sources, in the tests' own module graph (decision 108): each language's
 * entry, src/entry-server.tsx and the same module with `?lang=mr` (build/language-content.ts), as
 * the server's build has them. A server module the routes import is then the very instance the
 * test's app uses, and an edit is seen by the next run without `npm run build`. What the pages
 * need of the client build comes from the sources too: the islands' loader at the URL a
 * development server serves it (server/dev-renderer.ts), no inline stylesheet (Vite's build makes
 * it: tests/built/), the start script from src/islands/start.ts (`virtual:start-script`), and the
 * pictures from the test stand-in (vite.config.ts). The public files are served from public/.
 */
export const sourceRenderer: Renderer = {
  assets: staticFiles('public'),
  site: (pathname) => (sites[splitPath(pathname).lang] ??= sourceSite(splitPath(pathname).lang)),
};

const sites: Partial<Record<Language, Promise<SiteBuild>>> = {};
// A variable, not a literal: TypeScript knows no module with a query on its name.
const entries: Record<Language, string> = {
  en: '../../src/entry-server.tsx',
  mr: `../../src/entry-server.tsx?${marathiQuery}`,
};

async function sourceSite(lang: Language): Promise<SiteBuild> {
  const entry = (await import(/* @vite-ignore */ entries[lang])) as EntryServer;
  const assets: PageAssets = {
    scripts: [],
    loader: { src: `${devBases[lang]}src/islands/loader.ts`, imports: [] },
    css: '',
  };
  return { entry, assetsFor: () => assets };
}

/** The production app (its pages from their sources, `sourceRenderer`, unless given another), configured as in production. */
export async function testApp(
  env: Record<string, string> = {},
  lifecycle?: Lifecycle,
  pageCache?: PageCache,
  store?: Store,
  outbox?: Outbox,
  renderer: Renderer = sourceRenderer,
) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_URL: downBackendUrl, ...env });
  return createApp({
    config,
    logger: createLogger(config),
    renderer,
    pageCache,
    store: store ?? (await (memory ??= memoryStore())),
    outbox,
    ...(lifecycle && { lifecycle }),
  });
}

/**
 * The text of the pages' inline start script (src/islands/start.ts, built by
 * build/start-script.ts, decision 088): what the pages of `path`'s language hold, and the CSP
 * allows by its hash.
 */
export async function pageStartScript(pathname = '/'): Promise<string> {
  return (await sourceRenderer.site(pathname)).entry.startIslandsScript;
}

let memory: Promise<Store> | undefined;

/** An embedded store in memory, migrated: the store of every testApp() not given one. */
async function memoryStore(): Promise<Store> {
  const db = new Kysely<StoreTables>({
    dialect: new SqliteDialect({ database: kyselySqlite(new DatabaseSync(':memory:')) }),
  });
  const store: Store = { db, kind: 'embedded', where: ':memory:', write: groupCommit(db), close: () => db.destroy() };
  await migrateStore(store, createLogger({ env: 'test', logLevel: 'silent' }));
  return store;
}

/**
 * The store under test for the folder `dataDir` (./test-store.ts), as the server opens it,
 * migrated: embedded in that DATA_DIR, or with TEST_STORE=postgres a database of its own on the
 * run's PostgreSQL. `databaseUrl` names another PostgreSQL (one a test starts, to freeze it).
 */
export async function openTestStore(dataDir: string, databaseUrl?: string): Promise<Store> {
  return migrated(
    openStore({
      dataDir,
      databaseUrl: databaseUrl ?? (testStore === 'postgres' ? await databaseFor(dataDir) : undefined),
    }),
  );
}

/** The embedded store in `dataDir`, migrated, whatever TEST_STORE says: for the tests of the file itself. */
export function openEmbeddedStore(dataDir: string): Promise<Store> {
  return migrated(openStore({ dataDir, databaseUrl: undefined }));
}

async function migrated(store: Store): Promise<Store> {
  await migrateStore(store, createLogger({ env: 'test', logLevel: 'silent' }));
  return store;
}

/**
 * Registration limits (decision 040) high enough for tests of something else that send many
 * registrations from one address; registration-limits.test.ts tests the limits themselves.
 */
export const manyRegistrations = {
  REGISTRATIONS_PER_ADDRESS: '10000',
  REGISTRATIONS_PER_HOUR: '10000',
  UPLOADS_PER_ADDRESS: '100',
};

/**
 * The production app whose page cache is being filled, as server/start.ts fills it once it
 * listens; `warmed` resolves with the report when every page is in. testApp() skips this, so
 * that each test file starts at once and renders only the pages it asks for. With `held`, the
 * warm-up renders nothing until it resolves: a test asks while the cache is surely warming.
 */
export async function warmingApp(
  env: Record<string, string> = {},
  { held, ...warmUp }: { budgetMs?: number; held?: Promise<void> } = {},
) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_URL: downBackendUrl, ...env });
  const logger = createLogger(config);
  const lifecycle: Lifecycle = { shuttingDown: false };
  const cache = new PageCache();
  const app = createApp({ config, logger, renderer: sourceRenderer, lifecycle, pageCache: cache });
  const real = sourceRenderer;
  const warmed = warmPageCache({
    renderer: held ? { ...real, site: async (pathname) => (await held, real.site(pathname)) } : real,
    cache,
    siteUrl: config.siteUrl,
    settings: config.site,
    retentionDays: config.retentionDays,
    logger,
    lifecycle,
    ...warmUp,
  });
  return { app, cache, lifecycle, warmed };
}

/**
 * The deadline of a test that renders every page of the site, one after another: 3–4 s alone,
 * 12 s on two cores busy with the rest of `npm test` (60% of Vitest's 20 s). What such a test
 * checks is the pages, not the time.
 */
export const everyPageTimeout = 60_000;

/**
 * A backend that is down: nothing listens on the discard port, so connections are refused at
 * once. Not a free port picked and closed: test files now share their workers, and a server
 * another test starts on port 0 may be given that port a moment later (a "down" backend
 * answered /readyz once).
 */
export const downBackendUrl = 'http://127.0.0.1:9';

export { closedPortUrl };

/**
 * A redis-server from the OS (apt-get install redis-server; .ci/run does it) on a free loopback
 * port, without persistence; `stop` closes the site's connections to it and ends it; `freeze`
 * stops the process (SIGSTOP: connections stay open, nothing answers) until `resume`.
 */
export interface Redis {
  url: string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): void;
}

export async function startRedis(): Promise<Redis> {
  const port = new URL(await closedPortUrl()).port;
  const redis = spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  redis.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  for (let i = 0; i < 100 && !output.includes('Ready to accept connections'); i++)
    await new Promise((r) => setTimeout(r, 50));
  if (!output.includes('Ready to accept connections')) throw new Error(`redis-server did not start:\n${output}`);
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void redis.kill('SIGSTOP'),
    resume: () => void redis.kill('SIGCONT'),
    stop: async () => {
      redis.kill('SIGCONT');
      await closeRedisConnections();
      redis.kill('SIGTERM');
      if (redis.exitCode === null) await once(redis, 'exit');
    },
  };
}

/**
 * Logs in through the site as the contract backend's admin: the session cookie, the backend's
 * token, and the session's form token, read from a record's correction form (`formPage`).
 */
export async function adminSession(app: Parameters<typeof request>[0], formPage = '/admin/registrations/1') {
  const login = await request(app)
    .post('/api/login/')
    .send({ username: demoUser.username, password: demoUser.password });
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  const page = await request(app).get(formPage).set('Cookie', cookie);
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie, csrf, token: login.body.token as string };
}
