/**
 * Structured data as a JSON-LD data block. Not a script: CSP does not apply, and `<` is
 * escaped so no text can close the element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
