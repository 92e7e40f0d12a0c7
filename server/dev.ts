/**
 * `npm run dev`: the site from its sources, both languages hot-reloading through Vite
 * (decision 055), and, without API_URL, the contract backend standing in for the private one
 * (server/dev-backend.ts). Node runs this file, the HTTP server and Vite; the site itself
 * (server/start.ts and all it imports) runs in Vite's module runner, in one module graph with
 * both languages' pages (decision 108), and is made again there after an edit. Never part of
 * the build.
 */
import { startDevBackend } from './dev-backend.ts';
import { developmentRenderer } from './dev-renderer.ts';
import { createHttpServer } from './http-server.ts';
import type { startSite } from './start.ts';

await startDevBackend();
// Vite's servers hot-reload over the site's socket, so the server comes first (decision 055).
const server = createHttpServer();
const renderer = await developmentRenderer(server);
const site = (await renderer.import('/server/start.ts')) as { startSite: typeof startSite };
await site.startSite({ development: true, server, renderer: async () => renderer });
