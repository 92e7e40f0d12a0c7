/**
 * What stands between a page's HTML and its first paint, read from the HTML alone (issue 28,
 * decision 051): the requests a browser must finish before it paints (stylesheets that apply
 * to the screen, wherever they are, `@import`s of inline styles, classic scripts without
 * `async` or `defer`), the CSS the page carries inline, and the fonts it preloads. Used by
 * `npm run budget:size`; a figure that depends on nothing but the bytes, so no machine noise.
 */
export interface FirstPaint {
  /** URLs the first paint waits for, in document order. */
  blocking: string[];
  /** The text of each `<style>` block. */
  inlineCss: string[];
  /** `<link rel="preload" as="font">` URLs: fetched at once, before anything asks for them. */
  preloadedFonts: string[];
}

const tags = /<(link|script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attributes = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(attributes))
    found.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  return found;
}

const words = (value: string | undefined) => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
/** A media query that never matches a screen: the sheet loads without holding the paint. */
const offScreen = (media: string | undefined) =>
  ['print', 'not all', 'speech'].includes((media ?? '').trim().toLowerCase());

export function firstPaintOf(html: string): FirstPaint {
  const result: FirstPaint = { blocking: [], inlineCss: [], preloadedFonts: [] };
  for (const match of html.matchAll(tags)) {
    const [whole, tag = '', source = ''] = match;
    const attrs = attributesOf(source);
    const rel = words(attrs.get('rel'));
    switch (tag.toLowerCase()) {
      case 'link':
        if (rel.includes('stylesheet') && !rel.includes('alternate') && !attrs.has('disabled')) {
          if (!offScreen(attrs.get('media'))) result.blocking.push(attrs.get('href') ?? '');
        } else if (rel.includes('preload') && attrs.get('as') === 'font') {
          result.preloadedFonts.push(attrs.get('href') ?? '');
        }
        break;
      case 'script': {
        const type = (attrs.get('type') ?? '').toLowerCase();
        const classic = type === '' || type.includes('javascript');
        if (classic && attrs.has('src') && !attrs.has('async') && !attrs.has('defer'))
          result.blocking.push(attrs.get('src') ?? '');
        break;
      }
      default: {
        const start = (match.index ?? 0) + whole.length;
        const end = html.indexOf('</style>', start);
        const css = html.slice(start, end < 0 ? undefined : end);
        result.inlineCss.push(css);
        for (const [, url = ''] of css.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)) result.blocking.push(url);
      }
    }
  }
  return result;
}
