import path from 'node:path';
import type { Renderer } from '../../server/render.ts';
import { distDir, productionRenderer } from '../../server/renderers.ts';
import { staticFiles } from '../../server/static.ts';
import { staleBuild } from '../build-freshness.ts';
import { testApp } from '../integration/harness.ts';

let built: Promise<Renderer> | undefined;

/**
 * The production renderer over the built dist/, for the tests of the build itself (decision
 * 108): loaded when a test first renders a page, and refused when older than its sources
 * (../build-freshness.ts), whose tests would pass or fail on code that is no longer there.
 */
export const builtRenderer: Renderer = {
  assets: staticFiles(path.join(distDir, 'client')),
  site: async (pathname) => (await (built ??= freshBuild())).site(pathname),
};

async function freshBuild(): Promise<Renderer> {
  const stale = staleBuild();
  if (stale) throw new Error(stale);
  return productionRenderer();
}

/** testApp() (../integration/harness.ts) with its pages and client files from the build. */
export const builtApp = (env: Record<string, string> = {}) =>
  testApp(env, undefined, undefined, undefined, undefined, builtRenderer);
