import express from 'express';

export interface Lifecycle {
  /** Set when SIGTERM arrives: /readyz then answers 503 so load balancers stop sending. */
  shuttingDown: boolean;
}

const probeTtlMs = 5_000;

/**
 * /healthz: the process is alive. /readyz: it is ready to serve, and whether the
 * backend answers (a backend that is down does not make this site unready: pages
 * still serve, and the forms say what happened).
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
    res.json({ status: 'ready', backend });
  });
  return router;
}
