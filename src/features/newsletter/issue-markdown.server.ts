/**
 * An issue's body (Markdown, decision 099) as HTML and as plain text, for its mails and its
 * archive page. Headings, paragraphs, emphasis, lists, quotes, rules, links and images; no raw
 * HTML (shown as the text it is). A link goes to http(s), mailto, or a path of the site (made
 * absolute on SITE_URL); an image only from the site's own media (`/files/…`, `/assets/…`, or
 * SITE_URL), by absolute URL: anything else is its words only. So a mail carries no script, no
 * tracking pixel, no image from elsewhere.
 */
import { Lexer, Marked, type Token, type Tokens } from 'marked';

/** Text as HTML: its markup characters escaped (the mails' own markup uses it too). */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The site's own media, absolute on `origin`; undefined for anything else. */
export function ownMedia(href: string, origin: string): string | undefined {
  if (/^\/(files|assets)\/[\w./-]+$/.test(href) && !href.includes('..')) return `${origin}${href}`;
  try {
    const url = new URL(href);
    return url.origin === origin && /^\/(files|assets)\//.test(url.pathname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A link a mail may carry, absolute; undefined for one it may not (javascript:, data:, …). */
export function safeLink(href: string, origin: string): string | undefined {
  if (/^\/(?!\/)/.test(href)) return `${origin}${href}`;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The body as HTML: the subset above, every value escaped. `within`: the heading level the body
 * sits under on a page (its `#` becomes one level below: the page has its own `<h1>`); 0 in a mail.
 */
export function issueHtml(markdown: string, origin: string, within = 0): string {
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Token[]): string } }, { tokens, depth }: Tokens.Heading) {
        const level = Math.min(6, depth + within);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
      image: ({ href, text }: Tokens.Image) => {
        const url = ownMedia(href, origin);
        return url ? `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}">` : escapeHtml(text);
      },
      link(this: { parser: { parseInline(tokens: Token[]): string } }, { href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const url = safeLink(href, origin);
        return url ? `<a href="${escapeHtml(url)}">${inner}</a>` : inner;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

function inlineText(tokens: Token[] | undefined, origin: string): string {
  return (tokens ?? [])
    .map((token): string => {
      switch (token.type) {
        case 'link': {
          const inner = inlineText(token.tokens, origin);
          const url = safeLink(token.href, origin);
          return url && url !== inner && `mailto:${inner}` !== url ? `${inner} (${url})` : inner;
        }
        case 'image':
          return token.text;
        case 'br':
          return '\n';
        case 'text':
          return token.tokens ? inlineText(token.tokens, origin) : token.text;
        default:
          return 'tokens' in token && Array.isArray(token.tokens)
            ? inlineText(token.tokens, origin)
            : String((token as { text?: unknown }).text ?? token.raw);
      }
    })
    .join('');
}

function blockText(tokens: Token[], origin: string): string[] {
  return tokens.flatMap((token): string[] => {
    switch (token.type) {
      case 'space':
        return [];
      case 'heading':
      case 'paragraph':
        return [inlineText(token.tokens, origin), ''];
      case 'list':
        return [
          ...token.items.map(
            (item: Tokens.ListItem, index: number) =>
              `${token.ordered ? `${Number(token.start || 1) + index}.` : '-'} ${blockText(item.tokens, origin)
                .filter(Boolean)
                .join('\n  ')}`,
          ),
          '',
        ];
      case 'blockquote':
        return [...blockText(token.tokens ?? [], origin).map((line) => (line ? `> ${line}` : '')), ''];
      case 'code':
        return [token.text, ''];
      case 'hr':
        return ['---', ''];
      case 'text':
        return [inlineText(token.tokens ?? [token], origin)];
      default:
        return [String((token as { text?: unknown }).text ?? token.raw), ''];
    }
  });
}

/** The body as plain text: the words, each link's address after it in brackets, an image by its words. */
export function issueText(markdown: string, origin: string): string {
  const lines = blockText(Lexer.lex(markdown, { gfm: true }), origin);
  return lines
    .join('\n')
    .replaceAll(/\n{3,}/g, '\n\n')
    .trim();
}
