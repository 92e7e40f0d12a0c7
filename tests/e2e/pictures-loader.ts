/**
 * Lets browser tests import content modules that import pictures (`./x.jpg?card`): Node's
 * module hooks answer each such import with the stand-in Picture Vitest uses too
 * (build/stand-in-picture.ts), so a test reads the same
 * titles, alt texts and counts the pages render (the real files exist only in Vite's build).
 * Blog posts (`./en/<slug>.md`) load through the same parse as in Vite's build
 * (build/blog-markdown.ts), their pictures then through the stand-in above.
 * Registered from playwright.config.ts.
 */
import { register } from 'node:module';

const markdown = new URL('../../build/blog-markdown.ts', import.meta.url).href;
const standIn = new URL('../../build/stand-in-picture.ts', import.meta.url).href;

const hooks = `
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function resolve(specifier, context, next) {
  if (/\\.(jpe?g|png|webp|svg)(\\?.*)?$/.test(specifier)) return { url: 'picture:' + specifier, shortCircuit: true };
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url.startsWith('file:') && url.endsWith('.md')) {
    const { postModule } = await import(${JSON.stringify(markdown)});
    const file = fileURLToPath(url);
    return { format: 'module', source: postModule(await readFile(file, 'utf8'), file), shortCircuit: true };
  }
  if (!url.startsWith('picture:')) return next(url, context);
  const file = url.slice('picture:'.length).split('?')[0];
  if (file.endsWith('.svg')) return { format: 'module', source: 'export default ' + JSON.stringify('/' + file.split('/').slice(-2).join('/')) + ';', shortCircuit: true };
  const { standInPictureModule } = await import(${JSON.stringify(standIn)});
  return { format: 'module', source: standInPictureModule(file), shortCircuit: true };
}
`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
