/** fontverter ships no types: the one function this project calls. */
declare module 'fontverter' {
  export function convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
}
