/**
 * The production server (`npm start`, the container): built with the pages into
 * dist/server/index.js (decision 089), it renders them from that same build.
 */
import { productionRenderer } from './renderers.ts';
import { startSite } from './start.ts';

await startSite({ development: false, renderer: () => productionRenderer() });
