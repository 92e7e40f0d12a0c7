/**
 * Blog posts written as Markdown (src/content/blog/en/*.md, src/content/blog/mr/*.md), read at
 * build time. A post file is YAML frontmatter between `---` lines, then the article's text as
 * paragraphs separated by blank lines:
 *
 *     ---
 *     title: What children learn on a farm
 *     date: 2 Jun 2021
 *     number: 6
 *     summary: Where milk comes from, how a seed becomes a plant, why water matters.
 *     image:
 *       file: ../../../assets/images/blog/en-4.jpg
 *       alt: Children in a field learning from a farmer who shows them seedlings
 *     ---
 *
 *     Many city children have never seen how their food is grown. …
 *
 * An import of a post gives `{ slug, ...frontmatter, body }`: the slug is the file's name, the body
 * one string a paragraph (a paragraph may wrap over several lines; each line break becomes a space,
 * as a browser shows it), and `image.file` becomes `image.picture`, imported with the `?card`
 * preset so the image pipeline (vite.config.ts) makes the responsive picture. The article page
 * shows plain paragraphs only, so anything else Markdown can express (headings, lists, emphasis,
 * links, code, HTML) stops the build with the file and line. The fields themselves are checked
 * against the post schemas by tests/unit/content.test.ts.
 *
 * `postModule` is the one parse: the Vite plugin below uses it (build, dev server, Vitest), and
 * so do the Node module hooks that let the browser tests import content (tests/e2e/pictures-loader.ts).
 * It lives outside src/ because src/content and src/features are copied into the production
 * image, where these build-time dependencies (yaml, marked) are not installed.
 */
import path from 'node:path';
import { Lexer, type Token } from 'marked';
import { isMap, isScalar, parseDocument } from 'yaml';
import type { Plugin } from 'vite';

export interface ParsedPost {
  slug: string;
  /** The frontmatter as written, `image.file` still a path relative to the post file. */
  frontmatter: Record<string, unknown>;
  body: string[];
}

/** The image preset a post's picture is made with: the card and the article both show it. */
const PICTURE_PRESET = 'card';

/** `---`, the YAML, `---`, each on lines of their own. */
const FRONTMATTER = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/;

/** A post file's problem, named by its path from the project root and its line. */
class PostError extends Error {
  constructor(file: string, line: number | undefined, message: string) {
    super(`${path.relative(process.cwd(), file)}${line ? `:${line}` : ''}: ${message}`);
    this.name = 'PostError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const lineCount = (text: string) => text.split('\n').length - 1;
const json = (value: unknown) => JSON.stringify(value);

/** What a block construct is called in an error message. */
const blockNames: Record<string, string> = {
  heading: 'a heading',
  list: 'a list',
  blockquote: 'a block quote',
  code: 'a code block',
  hr: 'a horizontal rule',
  html: 'HTML',
  table: 'a table',
  def: 'a link definition',
};
const inlineNames: Record<string, string> = {
  em: 'emphasis (*…* or _…_)',
  strong: 'strong emphasis (**…**)',
  del: 'strikethrough (~~…~~)',
  codespan: 'inline code (`…`)',
  link: 'a link',
  image: 'an image',
  br: 'a hard line break',
  html: 'HTML',
  tag: 'HTML',
};
const CHARACTER_REFERENCE = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/** One paragraph's text from its inline tokens: plain text and backslash escapes only. */
function paragraphText(tokens: Token[], fail: (message: string) => never): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'escape') {
      text += token.text;
    } else if (token.type === 'text') {
      const reference = CHARACTER_REFERENCE.exec(token.text);
      if (reference)
        fail(`the character reference ${reference[0]} would show as it is written: type the character itself`);
      text += token.text;
    } else {
      fail(
        `${inlineNames[token.type] ?? `Markdown "${token.type}"`} is not shown by the article page: write plain text`,
      );
    }
  }
  return text.replace(/[ \t]*\n[ \t]*/g, ' ').trim();
}

/** Reads one post file: its frontmatter (YAML) and its paragraphs. Throws naming the file and line. */
export function parsePost(source: string, file: string): ParsedPost {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = FRONTMATTER.exec(text);
  if (!match)
    throw new PostError(
      file,
      1,
      'a post starts with its frontmatter: a line "---", the fields in YAML, and a line "---"',
    );
  const yaml = match[1] ?? '';

  const document = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  const [yamlError] = document.errors;
  if (yamlError)
    throw new PostError(file, lineCount(yaml.slice(0, yamlError.pos[0])) + 2, `frontmatter: ${yamlError.message}`);
  const frontmatter: unknown = document.toJS();
  if (!isRecord(frontmatter)) throw new PostError(file, 2, 'the frontmatter must be a list of fields ("title: …")');
  /** The file's line where a frontmatter field is written. */
  const fieldLine = (name: string) => {
    const pair = isMap(document.contents)
      ? document.contents.items.find(({ key }) => isScalar(key) && key.value === name)
      : undefined;
    const offset = isScalar(pair?.key) ? (pair.key.range?.[0] ?? 0) : 0;
    return lineCount(yaml.slice(0, offset)) + 2;
  };
  for (const key of ['slug', 'body']) {
    if (key in frontmatter) {
      throw new PostError(
        file,
        fieldLine(key),
        `"${key}" is not a frontmatter field: the ${key === 'slug' ? "file's name" : 'text after the frontmatter'} gives it`,
      );
    }
  }
  if ('image' in frontmatter) {
    const { image } = frontmatter;
    const keys = isRecord(image) ? Object.keys(image).sort().join(',') : '';
    if (!isRecord(image) || keys !== 'alt,file' || typeof image.file !== 'string' || typeof image.alt !== 'string') {
      throw new PostError(
        file,
        fieldLine('image'),
        'image: give "file" (the picture, relative to this file) and "alt" (what it shows), both text',
      );
    }
    if (!/^\.\.?\//.test(image.file) || /[?#]/.test(image.file)) {
      throw new PostError(
        file,
        fieldLine('image'),
        `image.file must be a path relative to this file, such as ../../../assets/images/blog/en-1.jpg (not "${image.file}")`,
      );
    }
  }

  const bodyStart = lineCount(match[0]) + 1;
  const tokens = new Lexer({ gfm: true }).lex(text.slice(match[0].length));
  const body: string[] = [];
  let line = bodyStart;
  for (const token of tokens) {
    const fail = (message: string): never => {
      throw new PostError(file, line + (/^\n*/.exec(token.raw)?.[0].length ?? 0), message);
    };
    if (token.type === 'paragraph') body.push(paragraphText(token.tokens ?? [], fail));
    else if (token.type !== 'space')
      fail(
        `${blockNames[token.type] ?? `Markdown "${token.type}"`} is not shown by the article page: write paragraphs separated by blank lines`,
      );
    line += lineCount(token.raw);
  }
  if (body.length === 0) throw new PostError(file, bodyStart, 'the post has no text after its frontmatter');

  return { slug: path.basename(file, '.md'), frontmatter, body };
}

/** The JavaScript module an import of the post file gives: the post, its picture imported with the preset. */
export function postModule(source: string, file: string): string {
  const { slug, frontmatter, body } = parsePost(source, file);
  const fields = Object.entries({ slug, ...frontmatter, body }).map(([key, value]) => {
    if (key === 'image' && isRecord(value)) return `${json(key)}: { picture, alt: ${json(value.alt)} }`;
    return `${json(key)}: ${json(value)}`;
  });
  const image = frontmatter.image;
  const picture = isRecord(image) ? `import picture from ${json(`${String(image.file)}?${PICTURE_PRESET}`)};\n` : '';
  return `${picture}export default {\n  ${fields.join(',\n  ')}\n};\n`;
}

/** Vite plugin: `import post from './en/<slug>.md'` gives the parsed post (see above). */
export function blogMarkdown(): Plugin {
  return {
    name: 'blog-markdown',
    enforce: 'pre',
    transform: {
      filter: { id: /\.md$/ },
      handler(source, id) {
        return { code: postModule(source, id), map: null };
      },
    },
  };
}
