import { languages, type SiteSettings } from './from-src.ts';
import type { Lifecycle } from './health.ts';
import type { Logger } from './logging.ts';
import { notFoundKey } from './page-delivery.ts';
import type { PageCache } from './page-cache.ts';
import type { Snapshots } from './store/snapshots.ts';
import { renderPage, scriptSources, wholeDocument, type PageRender, type Renderer, type SiteBuild } from './render.ts';

interface Options {
  renderer: Renderer;
  cache: PageCache;
  siteUrl: URL;
  /** The operator's details (SITE_CONFIG), which every page shows: as render.ts renders them. */
  settings?: SiteSettings;
  /** Days a contact message is kept (RETENTION_DAYS), which the privacy notice says: as render.ts renders it. */
  retentionDays: number;
  /** The store's public data in memory, for the pages made from it (the directory). */
  snapshots?: Snapshots | undefined;
  logger: Logger;
  lifecycle: Lifecycle;
  /** After this long the server reports ready anyway; pages left are rendered on their first request. */
  budgetMs?: number;
  renderTimeoutMs?: number;
}

export interface WarmUpReport {
  /** Pages now in the cache, and their bytes. */
  pages: number;
  bytes: number;
  ms: number;
  /** Pages not rendered because the time budget ran out. */
  left: number;
  /** Pages that did not render as the cache keeps them (a redirect, a wrong status, an error). */
  failed: string[];
}

/** A start-up of more than this (on two busy cores it takes about a tenth) is not worth waiting for. */
const defaultBudgetMs = 30_000;

/**
 * Renders every page anyone may be sent, in both languages, into the page cache before the
 * server reports ready (issue 23): every sitemap page, the login page and each language's 404
 * page (server/page-delivery.ts), once each: a page is the same for every visitor (decision 074),
 * so even a page's first request is served from the cache, with its ETag. Pages are rendered
 * one at a time, as a crawler's request would be (the whole document), while the server
 * already answers (/healthz alive, /readyz 503 until done). The cache's own size bound
 * (server/page-cache.ts) bounds the memory; `budgetMs` bounds the time.
 */
export async function warmPageCache({
  renderer,
  cache,
  siteUrl,
  settings,
  retentionDays,
  snapshots,
  logger,
  lifecycle,
  budgetMs = defaultBudgetMs,
  renderTimeoutMs = 10_000,
}: Options): Promise<WarmUpReport> {
  lifecycle.warming = true;
  const started = performance.now();
  const report: WarmUpReport = { pages: 0, bytes: 0, ms: 0, left: 0, failed: [] };
  try {
    const pages: { site: SiteBuild; key: string; status: number }[] = [];
    const seen = new Set<SiteBuild>();
    for (const { prefix } of Object.values(languages)) {
      const site = await renderer.site(`${prefix}/`);
      if (seen.has(site)) continue;
      seen.add(site);
      const pagePrefix = languages[site.entry.language].prefix;
      for (const key of site.entry.publicPages()) pages.push({ site, key, status: 200 });
      pages.push({ site, key: pagePrefix + notFoundKey, status: 404 });
    }
    for (const [done, { site, key, status }] of pages.entries()) {
      if (lifecycle.shuttingDown) break;
      if (performance.now() - started >= budgetMs) {
        report.left = pages.length - done;
        break;
      }
      if (cache.get(key)) continue; // a visitor's request was first
      const page = await renderWhole(
        site,
        { siteUrl, settings, retentionDays, snapshots },
        key,
        status,
        renderTimeoutMs,
        logger,
      );
      if (page === undefined) report.failed.push(key);
      else cache.set(key, page.html, scriptSources(site.entry), page.data);
    }
    for (const { key } of pages) {
      const page = cache.get(key);
      if (!page) continue;
      report.pages++;
      report.bytes += page.body.length;
    }
  } finally {
    report.ms = Math.round(performance.now() - started);
    lifecycle.warming = false;
  }
  const fields = {
    ...report,
    mb: +(report.bytes / 2 ** 20).toFixed(1),
    rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
  };
  if (report.left || report.failed.length) logger.warn(fields, 'page cache partly warmed; the rest renders on request');
  else logger.info(fields, 'page cache warmed');
  return report;
}

/**
 * One page rendered to its finished HTML as its first request would have rendered it (the same
 * render options, render.ts `renderPage`), or
 * undefined when it is not what the cache keeps (render.ts keeps a page only with the status
 * its address expects and no render error).
 */
async function renderWhole(
  site: SiteBuild,
  how: Pick<PageRender, 'siteUrl' | 'settings' | 'retentionDays' | 'snapshots'>,
  key: string,
  expected: number,
  timeoutMs: number,
  logger: Logger,
): Promise<{ html: string; data: readonly string[] } | undefined> {
  let failed = false;
  const { result } = await renderPage(site, key, {
    ...how,
    waitForAll: true,
    onError: (error) => {
      failed = true;
      logger.error({ err: error, page: key }, 'render failed while warming the page cache');
    },
  });
  if (result.type !== 'document' || result.status !== expected) return undefined;
  const html = await wholeDocument(result.stream, timeoutMs);
  return failed ? undefined : { html, data: result.data };
}
