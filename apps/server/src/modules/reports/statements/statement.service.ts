import type { StatementQuery } from '@invest/contracts';
import type { RGB } from 'pdf-lib';
import type { AuthContext } from '../../../platform/http/context';
import { pdfColorOf } from '../../../platform/pdf/pdf-layout';
import { getUserRecord, type UserRow } from '../../auth';
import { findStatementAssets, readStatementMovements, type StatementAsset } from '../../ledger';
import { findMarketPrices } from '../../trading';
import type { ReportsDeps } from '../reports.deps';
import { type StatementMonth, statementMonthOf } from './statement-month';
import { describeMovement, type MarketAssets } from './statement-wording';

/** Who and what a statement is of, read before its first line is written. */
export interface Statement {
  company: string;
  /** The domain's link colour, when it is one a PDF can draw. */
  accent: RGB | null;
  investorName: string;
  /** The investor id the account is known by, else the user id. */
  accountId: string;
  month: StatementMonth;
  generatedAt: Date;
  assets: StatementAsset[];
  markets: MarketAssets;
  actor: { tenantId: string; userId: string };
}

/** One line of a statement, per asset: its opening balance, each movement with the balance after it, its closing balance. */
export type StatementLine =
  | { type: 'opening'; asset: string; at: Date; balanceUnits: bigint }
  | {
      type: 'movement';
      asset: string;
      at: Date;
      description: string;
      amountUnits: bigint;
      balanceUnits: bigint;
    }
  | { type: 'closing'; asset: string; at: Date; balanceUnits: bigint; movementCount: number };

/** The investor's name as their documents show it: the company of an entity, else first and last name. */
export const investorNameOf = (user: UserRow) =>
  user.userType === 'Entity' ? (user.companyName ?? user.email) : `${user.firstName} ${user.lastName}`;

/**
 * GET reports/statement-account, before the file: checks the month (VALIDATION on `month` when it has
 * not begun or ended before the account existed), then reads who the statement is of and, as of the
 * month's cut-off, each asset's opening balance and where its movements of the month lie.
 */
export async function openStatement(deps: ReportsDeps, actor: AuthContext, query: StatementQuery): Promise<Statement> {
  const user = await getUserRecord(deps.db, actor.tenantId, actor.userId);
  const now = deps.clock.now();
  const month = statementMonthOf(query.month, { now, accountCreatedAt: user.createdAt });
  const [tenant, assets, markets] = await Promise.all([
    deps.tenants.getTenant(actor.tenantId),
    findStatementAssets(deps.db, actor.tenantId, actor.userId, { from: month.from, to: month.cutOff }),
    findMarketPrices(deps.db, actor.tenantId, month.from),
  ]);
  return {
    company: tenant.companyName,
    accent: pdfColorOf(tenant.themeConfig.link_color),
    investorName: investorNameOf(user),
    accountId: user.investorId ?? user.id,
    month,
    generatedAt: now,
    assets: assets.filter((asset) => asset.openingUnits !== 0n || asset.postingRange !== null),
    markets: new Map(markets.map((market) => [market.symbol, market])),
    actor: { tenantId: actor.tenantId, userId: actor.userId },
  };
}

/**
 * The statement's lines, page by page as the ledger is read (never the month at once): for each asset
 * in code order, its opening balance, its movements oldest first with the balance after each, and
 * its closing balance, which is the opening balance plus the movements by construction. An asset with
 * no balance at the start and no movement in the month (only money set aside and returned) is left out.
 */
export async function* readStatementLines(deps: ReportsDeps, statement: Statement): AsyncGenerator<StatementLine[]> {
  const { month, actor } = statement;
  const period = { from: month.from, to: month.cutOff };
  for (const asset of statement.assets) {
    const opening: StatementLine = {
      type: 'opening',
      asset: asset.asset,
      at: month.from,
      balanceUnits: asset.openingUnits,
    };
    let isOpened = asset.openingUnits !== 0n;
    if (isOpened) yield [opening];
    let balanceUnits = asset.openingUnits;
    let movementCount = 0;
    for await (const page of readStatementMovements(deps.db, actor.tenantId, actor.userId, asset, period)) {
      const lines: StatementLine[] = isOpened ? [] : [opening];
      isOpened = true;
      for (const movement of page) {
        balanceUnits += movement.amountUnits;
        lines.push({
          type: 'movement',
          asset: asset.asset,
          at: movement.createdAt,
          description: describeMovement(movement, asset.asset, statement.markets),
          amountUnits: movement.amountUnits,
          balanceUnits,
        });
      }
      movementCount += page.length;
      yield lines;
    }
    if (isOpened) yield [{ type: 'closing', asset: asset.asset, at: month.cutOff, balanceUnits, movementCount }];
  }
}
