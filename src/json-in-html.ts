const escapes: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON that can stand inside an HTML element's text (an island's props, a JSON-LD
 * block): `<`, `>` and `&` as JSON escapes, so no value can close the script (`</script>`),
 * open a comment (`<!--`) or read as a character reference; U+2028 and U+2029 too, which
 * older JavaScript parsers take for line ends. `JSON.parse` gives back the same value.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => escapes[char]!);
