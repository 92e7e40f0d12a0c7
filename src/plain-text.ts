/**
 * Text as a visitor meant to type it (decision 063): what no keyboard types and what only
 * deceives is dropped at the edge, before a value is checked, stored or sent on. Dropped:
 * the C0 and C1 control characters (NUL, BEL, ESC, DEL …) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make `\u202egnp.exe` read
 * "exe.png". A tab becomes a space. Line breaks are kept, as `\n`, where the field has lines
 * (an address), else become a space. Zero-width joiners stay: Devanagari needs them.
 */
export function plainText(value: string, { lines = false } = {}): string {
  const breaks = value.replaceAll(/\r\n?/g, '\n');
  const spaced = lines ? breaks.replaceAll('\t', ' ') : breaks.replaceAll(/[\t\n]/g, ' ');
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return spaced.replaceAll(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g, '');
}
