/**
 * Fills the `{name}` placeholders of a string from src/content (for example "Slide {n} of
 * {total}"); a name without a value stays as it is. The one way the pages put numbers and
 * titles into their words.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
