import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { toCsvCell } from '../../../platform/http/csv';
import type { ReportsDeps } from '../reports.deps';
import { readStatementLines, type Statement, type StatementLine } from './statement.service';
import { formatStatementAmount } from './statement-amounts';

const headers = ['Asset', 'Date and time (UTC)', 'Description', 'Amount', 'Balance'];

/** An instant as the statement shows it: UTC, to the second. */
export const statementTime = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function recordOf(line: StatementLine): (string | number)[] {
  const balance = formatStatementAmount(line.balanceUnits, line.asset);
  if (line.type === 'opening') return [line.asset, statementTime(line.at), 'Opening balance', '', balance];
  if (line.type === 'closing') return [line.asset, statementTime(line.at), 'Closing balance', '', balance];
  return [
    line.asset,
    statementTime(line.at),
    line.description,
    formatStatementAmount(line.amountUnits, line.asset),
    balance,
  ];
}

/** RFC 4180 lines (CRLF), every cell through toCsvCell: nothing in the file starts a formula. */
const csvOf = (records: readonly (readonly (string | number | null)[])[]) =>
  stringify(
    records.map((record) => record.map(toCsvCell)),
    { record_delimiter: 'windows' },
  );

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
    yield csvOf([...preambleOf(statement), headers]);
    for await (const lines of readStatementLines(deps, statement)) yield csvOf(lines.map(recordOf));
  }
  return Readable.from(chunks(), { objectMode: false });
}
