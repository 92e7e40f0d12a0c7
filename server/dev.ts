/**
 * `npm run dev`: the site from its sources, both languages hot-reloading through Vite
 * (decision 055), and, without API_URL, the contract backend standing in for the private one
 * (server/dev-backend.ts). Node runs this file and the server's TypeScript as they are; the
 * pages come from Vite. Never part of the build.
 */
import { startDevBackend } from './dev-backend.ts';
import { developmentRenderer } from './dev-renderer.ts';
import { startSite } from './start.ts';

await startDevBackend();
await startSite({ development: true, renderer: (server) => developmentRenderer(server) });
