import { inflateSync } from 'node:zlib';
import { parseUnits, scaleOf } from '@invest/money';
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream } from 'pdf-lib';
import { expect } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import { inTransaction } from '../../../platform/db/transaction';

/** Test data and readers for statements: months, backdated history, the CSV and PDF read back. */

/** YYYY-MM of the UTC month `offset` months from the one of `at`. */
export function monthOf(at: Date, offset = 0): string {
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));
  return first.toISOString().slice(0, 7);
}

/** GET reports/statement-account as `user`, the clock at the real time (the ledger stamps the database's). */
export function getStatement(t: TestApp, user: { token: string; host?: string }, query: string) {
  t.clock.set(new Date());
  return call(t.api, {
    method: 'GET',
    url: `/v1/reports/statement-account?${query}`,
    token: user.token,
    host: user.host,
  });
}

/**
 * Moves into last month every ledger transaction of this month that touched the users' accounts, and
 * the users' creation: history written now becomes last month's. The ledger is append-only, so this
 * runs with its triggers off, as a test of the database's own rules does.
 */
export async function moveIntoLastMonth(t: TestApp, userIds: readonly string[]): Promise<void> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await inTransaction(t.context.database.db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update ledger_transactions set created_at = created_at - interval '1 month'
      where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
        and id in (select p.transaction_id from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where a.owner_kind = 'user' and a.owner_id in (${ids}))`);
    await tx.execute(sql`update users set created_at = created_at - interval '1 month' where id in (${ids})`);
  });
}

/** The records of an RFC 4180 text (quoted cells, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** One asset of a CSV statement, amounts in base units. */
export interface StatementSection {
  opening: bigint;
  movements: { at: string; description: string; amount: bigint; balance: bigint }[];
  closing: bigint;
}

const unitsOf = (shown: string, asset: string) =>
  parseUnits(shown.replaceAll(',', ''), scaleOf(asset), { allowNegative: true });

/** The CSV statement read back: its preamble (label to value) and its sections per asset. */
export function readCsvStatement(text: string) {
  const records = parseCsv(text);
  const heading = records.findIndex((record) => record[0] === 'Asset');
  expect(heading).toBeGreaterThan(0);
  const preamble = new Map(records.slice(0, heading).map((record) => [record[0] ?? '', record[1] ?? '']));
  const sections = new Map<string, StatementSection>();
  for (const [asset = '', at = '', description = '', amount = '', balance = ''] of records.slice(heading + 1)) {
    if (description === 'Opening balance') {
      sections.set(asset, { opening: unitsOf(balance, asset), movements: [], closing: 0n });
      continue;
    }
    const section = sections.get(asset);
    if (!section) throw new Error(`a line of ${asset} before its opening balance`);
    if (description === 'Closing balance') section.closing = unitsOf(balance, asset);
    else section.movements.push({ at, description, amount: unitsOf(amount, asset), balance: unitsOf(balance, asset) });
  }
  return { preamble, sections };
}

/**
 * The text a PDF draws: pdf-lib writes its page contents Flate-compressed, with text as hex strings
 * (`<...> Tj`) in the standard fonts; this inflates every stream and decodes those strings.
 */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = inflateSync(object.contents).toString('latin1');
    } catch {
      content = Buffer.from(object.contents).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}
