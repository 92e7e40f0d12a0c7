import { jsonInHtml } from '../json-in-html.ts';

/**
 * Structured data as a JSON-LD data block. Not a script: CSP does not apply, and the JSON is
 * escaped (src/json-in-html.ts) so no text can close the element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInHtml(data) }} />;
}
