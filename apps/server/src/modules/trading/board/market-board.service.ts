import {
  type AssetTransaction,
  type AssetTransactionType,
  findOfferRestriction,
  type InvestorAsset,
  type Page,
  type PageQuery,
  type ShareData,
} from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import type { AuthContext } from '../../../platform/http/context';
import { findBalanceMovements, getBalances } from '../../ledger';
import { findFillReport } from '../accounts/trading-reports.service';
import { getInstrument } from '../markets/instruments';
import { toMarketTicker } from '../markets/market-data.mapper';
import { findTickerUnits } from '../markets/market-data.repository';
import { isMarketTrading } from '../markets/market-trading-state';
import { findMarkets } from '../markets/markets.repository';
import { findTradingAssets } from '../markets/markets.service';
import { movementCodesOf } from '../queries/movement-codes';
import type { BoardDeps } from './board.deps';

type Scope = Pick<AuthContext, 'tenantId' | 'userId'>;

const dayMs = 24 * 60 * 60 * 1000;

/** GET /v1/shares/data: each market of the domain with its last price and its last 24 hours. */
export async function findSharesData(deps: Pick<BoardDeps, 'db' | 'clock'>, tenantId: string): Promise<ShareData[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - dayMs);
  return Promise.all(
    (await findMarkets(deps.db, tenantId)).map(async (market) => ({
      Symbol: market.symbol,
      Name: market.name,
      BaseAsset: market.baseAsset,
      QuoteAsset: market.quoteAsset,
      IsMarketOpen: isMarketTrading(market, now),
      ...toMarketTicker(market, await findTickerUnits(deps.db, market.id, since)),
    })),
  );
}

/** GET /v1/assets: each instrument with its restrictions, what the caller holds of it, and whether it is open to them. */
export async function findInvestorAssets(
  deps: Pick<BoardDeps, 'db' | 'offerProfile'>,
  actor: Scope,
): Promise<InvestorAsset[]> {
  const [assets, balances, profile] = await Promise.all([
    findTradingAssets(deps, actor.tenantId),
    getBalances(deps.db, actor.tenantId, actor.userId),
    deps.offerProfile(actor.tenantId, actor.userId),
  ]);
  return assets.map((asset) => {
    const balance = balances.find((candidate) => candidate.asset === asset.Symbol);
    return {
      ...asset,
      Available: formatUnits(balance?.availableUnits ?? 0n, asset.Scale),
      Held: formatUnits(balance?.heldUnits ?? 0n, asset.Scale),
      Restriction: findOfferRestriction(asset, profile),
    };
  });
}

/**
 * GET /v1/assets/{id}/transactions/{type}: the caller's fills of one instrument of the domain
 * (`trades`), or the postings to their balances of it (`ledger`), newest first. Another domain's
 * instrument, or none, is NOT_FOUND.
 */
export async function findAssetTransactions(
  deps: Pick<BoardDeps, 'db'>,
  actor: Scope,
  symbol: string,
  type: AssetTransactionType,
  query: PageQuery,
): Promise<Page<AssetTransaction>> {
  await getInstrument(deps.db, actor.tenantId, symbol);
  if (type === 'trades') {
    const fills = await findFillReport(deps, actor, query, symbol);
    return { ...fills, items: fills.items.map((fill) => ({ Type: 'trade', ...fill })) };
  }
  const { rows, total } = await findBalanceMovements(deps.db, actor.tenantId, actor.userId, symbol, query);
  return {
    items: rows.map((row) => ({
      Type: 'ledger',
      TransactionId: row.transactionId,
      Kind: row.kind,
      ...movementCodesOf(row.kind, row.amountUnits),
      Balance: row.purpose,
      Amount: formatUnits(row.amountUnits, scaleOf(symbol)),
      TransactionTime: row.createdAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}
