import type { TradeSummary, TradeSummaryRow } from '@invest/contracts';
import { averagePriceOf, formatUnits, scaleOf } from '@invest/money';
import type { OwnTradeTotals } from '../../trading';

const buySide = 1;

type Side = TradeSummaryRow['buys'];

function sideOf(totals: OwnTradeTotals | undefined): Side {
  if (!totals) return { trades: 0, quantity: '0', average_price: null, gross: '0', fees: '0' };
  const { market } = totals;
  const quoteScale = scaleOf(market.quoteAsset);
  return {
    trades: totals.trades,
    quantity: formatUnits(totals.quantityUnits, market.quantityScale),
    average_price: formatUnits(averagePriceOf(market, totals.costUnits, totals.quantityUnits), market.priceScale),
    gross: formatUnits(totals.costUnits, quoteScale),
    fees: formatUnits(totals.feeUnits, quoteScale),
  };
}

/**
 * The trade summary of a range from the investor's fills summed per market and side: per market, its
 * buys and sells (count, quantity, average price, gross amount, fees), in symbol order, and per quote
 * asset, the trades, what was bought and sold (gross) and the fees.
 */
export function tradeSummaryOf(range: { from: string; to: string }, rows: readonly OwnTradeTotals[]): TradeSummary {
  const bySymbol = new Map<string, { buy?: OwnTradeTotals; sell?: OwnTradeTotals }>();
  const byQuote = new Map<string, { trades: number; bought: bigint; sold: bigint; fees: bigint }>();
  for (const row of rows) {
    const sides = bySymbol.get(row.market.symbol) ?? {};
    if (row.side === buySide) sides.buy = row;
    else sides.sell = row;
    bySymbol.set(row.market.symbol, sides);
    const total = byQuote.get(row.market.quoteAsset) ?? { trades: 0, bought: 0n, sold: 0n, fees: 0n };
    total.trades += row.trades;
    if (row.side === buySide) total.bought += row.costUnits;
    else total.sold += row.costUnits;
    total.fees += row.feeUnits;
    byQuote.set(row.market.quoteAsset, total);
  }
  return {
    from: range.from,
    to: range.to,
    markets: [...bySymbol]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, sides]) => {
        const market = (sides.buy ?? sides.sell)?.market;
        return {
          market: symbol,
          asset: market?.baseAsset ?? symbol,
          quote_asset: market?.quoteAsset ?? '',
          buys: sideOf(sides.buy),
          sells: sideOf(sides.sell),
        };
      }),
    totals: [...byQuote]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([quote, total]) => ({
        quote_asset: quote,
        trades: total.trades,
        bought: formatUnits(total.bought, scaleOf(quote)),
        sold: formatUnits(total.sold, scaleOf(quote)),
        fees: formatUnits(total.fees, scaleOf(quote)),
      })),
  };
}
