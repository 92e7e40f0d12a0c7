import express from 'express';

export interface Lifecycle {
  /** Set when SIGTERM arrives: /readyz then answers 503 so load balancers stop sending. */
  shuttingDown: boolean;
  /** Set while the server renders every page into the page cache at start (server/warm-up.ts): /readyz answers 503. */
  warming?: boolean;
}

const probeTtlMs = 5_000;

/**
 * /healthz: the process is alive (from the moment it listens). /readyz: it is ready to
 * serve, once every page is in the page cache, and whether the backend answers (a backend
 * that is down does not make this site unready: pages still serve, and the forms say what
 * happened).
 */
export function healthRoutes(apiUrl: URL, lifecycle: Lifecycle) {
  let lastProbe = { at: 0, up: false };

  async function backendUp(): Promise<boolean> {
    if (Date.now() - lastProbe.at < probeTtlMs) return lastProbe.up;
    const up = await fetch(apiUrl, { method: 'HEAD', signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    lastProbe = { at: Date.now(), up };
    return up;
  }

  const router = express.Router();
  router.use(['/healthz', '/readyz'], (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const backend = (await backendUp()) ? 'up' : 'down';
    if (lifecycle.shuttingDown) {
      res.status(503).json({ status: 'shutting-down', backend });
      return;
    }
    if (lifecycle.warming) {
      res.status(503).json({ status: 'warming', backend });
      return;
    }
    res.json({ status: 'ready', backend });
  });
  return router;
}
