/**
 * Bidirectional formatting controls: embeddings and overrides (U+202A–202E), isolates
 * (U+2066–2069) and the marks (U+200E, U+200F, U+061C). In a page's body a value that may
 * hold them is put in <bdi>; the head's <title> and <meta> content take no markup, and a
 * browser tab, a bookmark or a search result would show an override (U+202E) as reversed
 * text that reaches past the value (a name ending in "‮fdp.exe" reads "exe.pdf").
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Text for the page's <title> and <meta> content: without bidi controls. */
export const headText = (text: string): string => text.replace(bidiControls, '');
