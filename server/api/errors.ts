import type { ServerResponse } from 'node:http';

/** Every error under /api/ is JSON in the shape the pages read: a status and a message for people. */
export function apiError(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ status: 'error', message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
