/**
 * CSV as RFC 4180 has it and spreadsheets save it, read record by record with the line each
 * value starts on, so that a problem can be placed where the office will look for it (the
 * directory's import: ./csv-import.server.ts). Plain code, no dependency.
 */
/** A quote out of place: it would shift every column after it, so the file is read no further. */
export class CsvError extends Error {
  readonly line: number;
  readonly column: number;
  constructor(line: number, column: number, message: string) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The records of a CSV text (RFC 4180: fields in double quotes may hold commas, line breaks and
 * doubled quotes; records end with CRLF or LF; a leading BOM is dropped), each cell with the
 * line it starts on. Yielded one by one, so a caller may stop at its limit. Throws a CsvError on
 * a quote out of place, which would shift every column after it.
 */
export function* csvRecords(text: string): Generator<{ cells: string[]; lines: number[] }, void, undefined> {
  let at = text.startsWith('\uFEFF') ? 1 : 0;
  if (at >= text.length) return;
  let line = 1;
  let cells: string[] = [];
  let lines: number[] = [];
  const delimiter = /[,\r\n]/g;
  for (;;) {
    const starts = line;
    let value = '';
    if (text[at] === '"') {
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1)
          throw new CsvError(starts, cells.length + 1, 'a quoted value is never closed (its closing " is missing)');
        value += text.slice(from, quote);
        if (text[quote + 1] !== '"') {
          at = quote + 1;
          break;
        }
        value += '"';
        from = quote + 2;
      }
      line += lineBreaks(value);
      value = value.replaceAll(/\r\n?/g, '\n');
      if (at < text.length && !/[,\r\n]/.test(text[at]!))
        throw new CsvError(line, cells.length + 1, 'text follows a closing quote (a " inside quotes is written "")');
    } else {
      delimiter.lastIndex = at;
      const end = delimiter.exec(text)?.index ?? text.length;
      value = text.slice(at, end);
      if (value.includes('"'))
        throw new CsvError(line, cells.length + 1, 'a " in a value not in quotes (quote the value and write it "")');
      at = end;
    }
    cells.push(value);
    lines.push(starts);
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    yield { cells, lines };
    if (at >= text.length) return;
    at += text.startsWith('\r\n', at) ? 2 : 1;
    line += 1;
    if (at >= text.length) return;
    cells = [];
    lines = [];
  }
}
