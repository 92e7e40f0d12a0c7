import type { Plugin, Rolldown } from 'vite';

/**
 * The islands' stylesheets stay out of the loader's dynamic imports (decision 051). A page
 * carries its whole CSS in a `<style>` block, islands' included (the server collects it through
 * the page module's static imports, server/assets.ts), so when an island wakes Vite's preload
 * helper would fetch the island's stylesheet again and append it to the head: bytes for
 * nothing, and rules moved to the end of the cascade. This drops the `.css` entries from each
 * `__vite__mapDeps([...])` of the loader's chunk; the island's JavaScript dependencies stay.
 * Only the loader: any other chunk's dynamic imports may need CSS that no page carries.
 */
export function islandStylesInPage(entry = 'src/islands/loader.ts'): Plugin {
  return {
    name: 'island-styles-in-page',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own generateBundle, which writes the dependency lists.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const loader = Object.values(bundle).find(
          (file): file is Rolldown.OutputChunk =>
            file.type === 'chunk' && file.facadeModuleId?.endsWith(entry) === true,
        );
        if (loader) loader.code = withoutStyleDeps(loader.code);
      },
    },
  };
}

/** The code with every `__vite__mapDeps([i, ...])` call's CSS indexes removed. */
export function withoutStyleDeps(code: string): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  if (!list) return code;
  const files = JSON.parse(list) as string[];
  return code.replaceAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_call, indexes: string) => {
    const kept = indexes
      .split(',')
      .filter((index) => index !== '' && !files[Number(index)]?.endsWith('.css'))
      .join(',');
    return `__vite__mapDeps([${kept}])`;
  });
}
