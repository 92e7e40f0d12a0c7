import type { Server } from 'node:http';
import type { ViteDevServer } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import { devAssets } from './assets.ts';
import { defineLanguage, splitPath, type Language } from './from-src.ts';
import type { EntryServer, SiteBuild } from './render.ts';
import type { DevelopmentRenderer, openSite } from './start.ts';

/**
 * Where each language's development server serves the browser's modules (Vite's `base`):
 * English at the root, Marathi under a prefix of its own that no page uses.
 */
export const devBases = { en: '/', mr: '/_mr/' } as const satisfies Record<Language, string>;

/** Each language's page entry in the server's one module graph, as the build has them (decision 089). */
const entries: Record<Language, string> = { en: '/src/entry-server.tsx', mr: '/src/entry-server.tsx?lang=mr' };

/**
 * Development: the server's modules and both languages' pages in one module graph (decision
 * 108), run by the English Vite server's module runner: the app (server/start.ts's `openSite`
 * and all it imports) and each language's entry, which imports the same server modules, so that
 * what the app keeps exists once, as in the build. After an edit to a module of that graph the
 * runner drops every module and the site is made again from the edited ones (`edited`), without
 * a restart of Node. The browser still loads one client build a language (decision 055): the
 * English server serves its modules at the root, a Marathi one, for the browser alone, under
 * /_mr/; both hot-reload over `httpServer`'s socket (no extra port).
 */
export async function developmentRenderer(
  httpServer: Server,
): Promise<DevelopmentRenderer & { close(): Promise<void>; import(id: string): Promise<unknown> }> {
  const { createServer, createServerModuleRunner } = await import('vite');
  const start = (lang: Language) =>
    createServer({
      appType: 'custom',
      base: devBases[lang],
      define: defineLanguage(lang),
      ...(lang !== 'en' && { cacheDir: `node_modules/.vite-${lang}` }),
      server: { middlewareMode: true, ws: { server: httpServer } },
    });
  const servers = { en: await start('en'), mr: await start('mr') };
  const vite = servers.en;
  // Without Vite's hot update, which would drop the modules in the midst of a request: the
  // modules are dropped here, after an edit, and the site made again before the next request.
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  const listeners: Array<() => void> = [];
  vite.watcher.on('all', (event, file) => {
    // A module the runner ran, or a new or deleted one that an import may now find or miss.
    const edited =
      event === 'change'
        ? Boolean(runner.evaluatedModules.getModulesByFile(file)?.size)
        : (event === 'add' || event === 'unlink') && /\.tsx?$/.test(file);
    if (!edited) return;
    runner.evaluatedModules.clear();
    for (const listener of listeners) listener();
  });
  const builds = { en: developmentBuild(vite, runner, 'en'), mr: developmentBuild(vite, runner, 'mr') };
  return {
    assets: (req, res, next) => {
      const server = req.url.startsWith(devBases.mr) ? servers.mr : servers.en;
      server.middlewares(req, res, next);
    },
    site: (pathname) => builds[splitPath(pathname).lang](),
    edited: (listener) => void listeners.push(listener),
    import: (id) => runner.import(id),
    openSite: async () => ((await runner.import('/server/start.ts')) as { openSite: typeof openSite }).openSite,
    close: async () => {
      await runner.close();
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

/**
 * One language's entry, as the runner has it now (loaded again after an edit), with render
 * errors' stacks pointing at the sources: only the server that ran the code can map them.
 */
function developmentBuild(vite: ViteDevServer, runner: ModuleRunner, lang: Language): () => Promise<SiteBuild> {
  const fix = (error: unknown) => {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
  };
  // One wrapper a loaded module, so that what the page handler keeps per entry lasts until an edit.
  const wrapped = new WeakMap<EntryServer, EntryServer>();
  const wrap = (entry: EntryServer): EntryServer => ({
    ...entry,
    render: (request, options) =>
      entry
        .render(request, {
          ...options,
          onError: (error) => {
            fix(error);
            options.onError(error);
          },
        })
        .catch((error: unknown) => {
          fix(error);
          throw error;
        }),
  });
  return async () => {
    const entry = (await runner.import(entries[lang])) as EntryServer;
    let site = wrapped.get(entry);
    if (!site) wrapped.set(entry, (site = wrap(entry)));
    return { entry: site, assetsFor: devAssets(devBases[lang], entry.pageModule) };
  };
}
