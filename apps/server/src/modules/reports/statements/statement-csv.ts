import { Readable } from 'node:stream';
import { toCsvCell } from '../../../platform/http/csv';
import type { ReportsDeps } from '../reports.deps';
import { readStatementLines, type Statement, type StatementLine } from './statement.service';
import { formatStatementAmount } from './statement-amounts';

const headers = ['Asset', 'Date and time (UTC)', 'Description', 'Amount', 'Balance'];

let shownSecond = Number.NaN;
let shownTime = '';

/**
 * An instant as the statement shows it: UTC, to the second. The text of the last second shown is
 * kept: the movements of a statement come in time order, and those written together share their second.
 */
export function statementTime(at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== shownSecond) {
    shownTime = `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
    shownSecond = second;
  }
  return shownTime;
}

/** What makes RFC 4180 quote a cell: a comma, a quote or a line break in it. */
const needsQuotes = /[",\r\n]/;

/** A cell of the file: through toCsvCell, so that nothing in it starts a formula, and quoted where RFC 4180 asks. */
function csvCell(value: string): string {
  const cell = String(toCsvCell(value));
  return needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One line of the file (RFC 4180, CRLF). */
const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

const labels = { opening: 'Opening balance', closing: 'Closing balance' } as const;

/**
 * A line of the table, built as one string (a statement has as many as the month has movements),
 * each cell through csvCell.
 */
function lineOf(line: StatementLine): string {
  const start = `${csvCell(line.asset)},${csvCell(statementTime(line.at))}`;
  const balance = csvCell(formatStatementAmount(line.balanceUnits, line.asset));
  if (line.type !== 'movement') return `${start},${labels[line.type]},,${balance}\r\n`;
  const amount = csvCell(formatStatementAmount(line.amountUnits, line.asset));
  return `${start},${csvCell(line.description)},${amount},${balance}\r\n`;
}

/** What the file says of itself before its table: who issued it, whose account, which month, and in what time. */
function preambleOf(statement: Statement): string[][] {
  const { month } = statement;
  const closing =
    month.cutOff < month.end
      ? `closing balances as of ${statementTime(month.cutOff)}, when this statement was made (the month is not over)`
      : `closing balances at ${statementTime(month.end)}, the first instant of the next month`;
  return [
    ['Statement of account', statement.company],
    ['Investor', statement.investorName],
    ['Account', statement.accountId],
    ['Month', month.month],
    [
      'Times',
      `All times are UTC. Opening balances at ${statementTime(month.from)}, the first instant of the month; ${closing}.`,
    ],
    [
      'Balances',
      'Per asset, everything you own of it (available and set aside for open orders or withdrawals). Trade amounts in the quote currency include the trading fee.',
    ],
    [],
  ];
}

/**
 * The statement as a CSV stream: its preamble and table heading, then the lines as the ledger is read,
 * a page of rows at a time, so a month of any length streams in bounded memory. The reply pulls: a
 * page is read only when the client has taken the one before.
 */
export function statementCsvStream(deps: ReportsDeps, statement: Statement): Readable {
  async function* chunks() {
    yield [...preambleOf(statement), headers].map(csvLine).join('');
    for await (const lines of readStatementLines(deps, statement)) yield lines.map(lineOf).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
