/**
 * Text as a visitor meant to type it (decision 063): what no keyboard types and what only
 * deceives is dropped at the edge, before a value is checked, stored or sent on. Dropped:
 * the C0 and C1 control characters (NUL, BEL, ESC, DEL …), the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make `\u202egnp.exe` read
 * "exe.png", and the bidirectional marks (U+200E, U+200F, U+061C), which move the punctuation
 * and digits beside them. A tab becomes a space. Line breaks, the line and paragraph separators
 * (U+2028, U+2029) of pasted text included, are kept, as `\n`, where the field has lines (an
 * address), else become a space, since a separator dropped would join the words on either
 * side. Zero-width joiners stay: Devanagari needs them.
 */
export function plainText(value: string, { lines = false } = {}): string {
  const breaks = value.replaceAll(/\r\n?|[\u2028\u2029]/g, '\n');
  const spaced = lines ? breaks.replaceAll('\t', ' ') : breaks.replaceAll(/[\t\n]/g, ' ');
  return spaced.replaceAll(
    // eslint-disable-next-line no-control-regex -- the control characters are what is removed
    /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g,
    '',
  );
}
