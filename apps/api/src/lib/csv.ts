// CSV for the back office's exports, as Excel opens it (docs/contracts.md §7 "CSV exports"): RFC 4180 quoting and CRLF
// line ends, a UTF-8 byte order mark first (so that Excel reads "Émile Ürünç" as UTF-8 and not as Windows-1252), and
// the admin's language: in nl and es a `;` between cells and a decimal comma (Excel in those locales splits on `;`),
// in en a `,` and a decimal point. Amounts have two decimals and no thousands separator.
import type { Language } from '@telecom/domain';

/** The UTF-8 byte order mark every export starts with. */
export const UTF8_BOM = '\uFEFF';

export interface CsvFormat {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** How a language writes its CSV: nl and es `;` and `,`; en `,` and `.`. */
export function csvFormat(language: Language): CsvFormat {
  return language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

/** An amount of money in a cell: written with two decimals in the language's notation, never guarded. */
export class CsvAmount {
  constructor(readonly cents: number) {}
}

/** Euros (a number with at most two decimals) as an amount cell. */
export const csvAmount = (euros: number): CsvAmount => new CsvAmount(Math.round(euros * 100));

export type CsvValue = string | number | boolean | null | CsvAmount;

function amountText(cents: number, decimal: CsvFormat['decimal']): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}${decimal}${String(absolute % 100).padStart(2, '0')}`;
}

/**
 * A CSV cell: an amount in the format's notation; text with a leading = + - @ tab or CR neutralised by a quote
 * (spreadsheets would run it as a formula), and quoted when it holds a separator, a quote or a line break.
 */
export function csvCell(value: CsvValue, format: CsvFormat = csvFormat('en')): string {
  if (value instanceof CsvAmount) return amountText(value.cents, format.decimal);
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row of CSV in the format, with its CRLF line end. */
const csvLine = (row: readonly CsvValue[], format: CsvFormat) =>
  row.map((value) => csvCell(value, format)).join(format.separator) + '\r\n';

/** A whole CSV file in the language's format, starting with the byte order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], language: Language): string {
  const format = csvFormat(language);
  return UTF8_BOM + [header, ...rows].map((row) => csvLine(row, format)).join('');
}

/**
 * The same file as `toCsv`, a chunk per page of rows, for a download that is written while it is read: the byte order
 * mark and the header come with the first page (so that nothing is sent before the first page has been read), or
 * alone when there are no rows.
 */
export async function* csvChunks<T>(
  header: readonly string[],
  pages: AsyncIterable<readonly T[]>,
  cells: (row: T) => readonly CsvValue[],
  language: Language,
): AsyncGenerator<string> {
  const format = csvFormat(language);
  let start = UTF8_BOM + csvLine(header, format);
  for await (const rows of pages) {
    let chunk = start;
    for (const row of rows) chunk += csvLine(cells(row), format);
    start = '';
    yield chunk;
  }
  if (start !== '') yield start;
}
