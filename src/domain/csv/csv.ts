/**
 * CSV files as the officers open them in Excel (ARCHITECTURE §7 Tables): UTF-8 with a byte-order mark
 * (without it Excel reads æøå as Windows-1252), `;` between fields (what Excel expects in a Norwegian
 * locale, where the comma is the decimal sign), CRLF between records and RFC 4180 quoting.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const RECORD_END = '\r\n';

/** A number the product formatted itself (an amount): written as it is, never taken for a formula. */
export interface CsvNumber {
  readonly number: string;
}

export type CsvCell = string | CsvNumber;

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, and tab or CR, which some spreadsheets skip
 * before one) gets a leading apostrophe, as OWASP's CSV-injection advice says: the cell then shows the
 * text instead of running it. Numbers the product formatted are not texts an outsider typed, so a
 * negative amount stays a number.
 */
function neutralised(cell: CsvCell): string {
  if (typeof cell !== 'string') return cell.number;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 §2: a field with the separator, a quote or a line break is quoted, its quotes doubled. */
function quoted(field: string): string {
  return /[;"\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** The whole file: the byte-order mark, the header, then one record per row. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const record = (cells: readonly CsvCell[]) => cells.map((cell) => quoted(neutralised(cell))).join(CSV_SEPARATOR) + RECORD_END;
  return CSV_BOM + record(header) + rows.map(record).join('');
}
