import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** A column of a CSV download: its heading and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

const filenamePattern = /^[\w.-]{1,100}$/;

/** Answers rows as a CSV file to download (RFC 4180: a header line, quoted where needed, CRLF). */
export function sendCsv<Row>(
  reply: FastifyReply,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): FastifyReply {
  if (!filenamePattern.test(filename)) throw new Error(`not a safe download name: ${filename}`);
  const text = stringify(
    rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    { header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(text);
}
