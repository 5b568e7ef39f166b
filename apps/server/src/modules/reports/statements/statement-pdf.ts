import { createPdfWriter, type PdfColumn } from '../../../platform/pdf/pdf-layout';
import type { ReportsDeps } from '../reports.deps';
import { readStatementLines, type Statement, type StatementLine } from './statement.service';
import { statementAmountFormat } from './statement-amounts';
import { statementTime } from './statement-csv';

/**
 * The most movements a PDF lists one by one. A PDF is built in memory (pdf-lib writes the document
 * whole), so its size must be bounded: past this many movements in the month, the PDF shows per asset
 * the opening balance, the total and count of each kind of movement and the closing balance, and says
 * that every movement is in the CSV, which streams any month. 5,000 lines are about 90 pages.
 */
export const pdfMovementLimit = 5000;

/** "November 2026" for the month that begins at `from`. */
const monthTitle = (from: Date) => from.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface AssetSection {
  asset: string;
  opening: StatementLine | null;
  movements: StatementLine[];
  totals: Map<string, { count: number; amountUnits: bigint }>;
  closing: StatementLine | null;
}

/** Reads the statement's lines, keeping every movement up to the limit and, always, the totals per kind. */
async function collect(deps: ReportsDeps, statement: Statement) {
  const sections: AssetSection[] = [];
  let movementCount = 0;
  for await (const lines of readStatementLines(deps, statement)) {
    for (const line of lines) {
      let section = sections.at(-1);
      if (!section || section.asset !== line.asset) {
        section = { asset: line.asset, opening: null, movements: [], totals: new Map(), closing: null };
        sections.push(section);
      }
      if (line.type === 'opening') section.opening = line;
      else if (line.type === 'closing') section.closing = line;
      else {
        movementCount += 1;
        const total = section.totals.get(line.description) ?? { count: 0, amountUnits: 0n };
        section.totals.set(line.description, {
          count: total.count + 1,
          amountUnits: total.amountUnits + line.amountUnits,
        });
        if (movementCount <= pdfMovementLimit) section.movements.push(line);
        else if (movementCount === pdfMovementLimit + 1) for (const each of sections) each.movements = [];
      }
    }
  }
  return { sections, isSummarised: movementCount > pdfMovementLimit, movementCount };
}

const movementColumns: PdfColumn[] = [
  { header: 'Date and time (UTC)', width: 112 },
  { header: 'Description', width: 196 },
  { header: 'Amount', width: 98, align: 'right' },
  { header: 'Balance', width: 98, align: 'right' },
];

const totalColumns: PdfColumn[] = [
  { header: 'Kind of movement', width: 250 },
  { header: 'Movements', width: 80, align: 'right' },
  { header: 'Total', width: 174, align: 'right' },
];

/**
 * The statement as a PDF in the domain's branding: its company name as the letterhead (in its link
 * colour when that is a hex colour), the investor, the account and the month, a table per asset
 * (opening balance, movements, closing balance) across as many pages as it takes, each page numbered.
 */
export async function renderStatementPdf(deps: ReportsDeps, statement: Statement): Promise<Uint8Array> {
  const { month } = statement;
  const { sections, isSummarised, movementCount } = await collect(deps, statement);
  const pdf = await createPdfWriter({
    title: `Statement of account ${month.month}`,
    author: statement.company,
    now: statement.generatedAt,
    accent: statement.accent,
  });
  pdf.letterhead(statement.company);
  pdf.title(`Statement of account, ${monthTitle(month.from)}`, `Month ${month.month}, all times UTC`);
  pdf.field('Investor', statement.investorName);
  pdf.field('Account', statement.accountId);
  pdf.field(
    'Period (UTC)',
    `${statementTime(month.from)} to ${statementTime(month.cutOff)}${month.cutOff < month.end ? ' (the month is not over)' : ''}`,
  );
  pdf.paragraph(
    'Per asset: everything you own of it, available and set aside for open orders or withdrawals. The opening balance is at the first instant of the month; the closing balance is the opening balance plus the movements. Trade amounts in the quote currency include the trading fee.',
  );
  if (isSummarised) {
    pdf.paragraph(
      `This month has ${movementCount.toLocaleString('en-US')} movements, more than a PDF lists (${pdfMovementLimit.toLocaleString('en-US')}): each asset shows its totals per kind of movement. Every movement is in the CSV statement of the month.`,
    );
  }
  if (sections.length === 0) pdf.paragraph('Nothing was held and nothing moved in this month.');
  for (const section of sections) {
    const amount = statementAmountFormat(section.asset);
    pdf.heading(section.asset);
    const table = pdf.table(isSummarised ? totalColumns : movementColumns);
    const balanceRow = (label: string, line: StatementLine | null) =>
      isSummarised
        ? table.row([label, '', amount(line?.balanceUnits ?? 0n)], { bold: true })
        : table.row([statementTime(line?.at ?? month.from), label, '', amount(line?.balanceUnits ?? 0n)], {
            bold: true,
          });
    balanceRow('Opening balance', section.opening);
    if (isSummarised) {
      for (const [description, total] of section.totals) {
        table.row([description, total.count.toLocaleString('en-US'), amount(total.amountUnits)]);
      }
    } else {
      for (const line of section.movements) {
        if (line.type !== 'movement') continue;
        table.row([statementTime(line.at), line.description, amount(line.amountUnits), amount(line.balanceUnits)]);
      }
    }
    balanceRow('Closing balance', section.closing);
  }
  pdf.numberPages((page, pages) => `${statement.company} - statement ${month.month} - page ${page} of ${pages}`);
  return pdf.save();
}
