import { Readable } from 'node:stream';
import { toCsvCell } from '../../../platform/http/csv';
import type { ReportsDeps } from '../reports.deps';
import { readStatementLines, type Statement, type StatementLine } from './statement.service';
import { statementAmountFormat } from './statement-amounts';

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
 * How amounts of `asset` are written in cells: a signed number as SPEC 5 writes it, which toCsvCell
 * leaves as it is (a spreadsheet reads it as a number), quoted when its thousands are grouped.
 */
function amountCellFormat(asset: string): (units: bigint) => string {
  const format = statementAmountFormat(asset);
  return (units) => {
    const amount = format(units);
    return amount.includes(',') ? `"${amount}"` : amount;
  };
}

/** The cells a statement repeats from short lists (its assets and descriptions), each made once per statement. */
function createCellCache() {
  const cells = new Map<string, string>();
  return (value: string) => {
    let cell = cells.get(value);
    if (cell === undefined) {
      cell = csvCell(value);
      cells.set(value, cell);
    }
    return cell;
  };
}

/**
 * The lines of the table, each built as one string (a statement has as many as the month has
 * movements): its text cells through csvCell, its amounts as numbers.
 */
function createLineWriter() {
  const cellOf = createCellCache();
  const amountCells = new Map<string, (units: bigint) => string>();
  let time = '';
  let timeCell = '';
  return (line: StatementLine): string => {
    // Lines come in time order, and those of one second share their time's cell.
    const shown = statementTime(line.at);
    if (shown !== time) {
      time = shown;
      timeCell = csvCell(shown);
    }
    const start = `${cellOf(line.asset)},${timeCell}`;
    let amountCell = amountCells.get(line.asset);
    if (!amountCell) {
      amountCell = amountCellFormat(line.asset);
      amountCells.set(line.asset, amountCell);
    }
    const balance = amountCell(line.balanceUnits);
    if (line.type !== 'movement') return `${start},${labels[line.type]},,${balance}\r\n`;
    return `${start},${cellOf(line.description)},${amountCell(line.amountUnits)},${balance}\r\n`;
  };
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
    const lineOf = createLineWriter();
    for await (const lines of readStatementLines(deps, statement)) yield lines.map(lineOf).join('');
  }
  return Readable.from(chunks(), { objectMode: false });
}
