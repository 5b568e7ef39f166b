import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A column of a CSV download: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

const filenamePattern = /^[\w.-]{1,100}$/;

/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;
/** A signed number, its thousands grouped by ',' or not (SPEC 5 amounts: -1,234.50): a spreadsheet reads it as a number. */
const plainNumber = /^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/**
 * A cell a spreadsheet will show as text: one that would start a formula gets a leading apostrophe,
 * so a name like `=HYPERLINK(...)` is never run when the file is opened. Numbers, and text that is
 * only a signed number (an amount such as -12.50 or -1,234.50), are left as they are.
 */
export function toCsvCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number' || !formulaStart.test(value) || plainNumber.test(value)) return value;
  return `'${value}`;
}

/** Answers rows as a CSV file to download (RFC 4180: a header line, quoted where needed, CRLF), formulas neutralised. */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): FastifyReply {
  if (!filenamePattern.test(filename)) throw new Error(`not a safe download name: ${filename}`);
  const text = stringify(
    rows.map((row) => columns.map((column) => toCsvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(text);
}
