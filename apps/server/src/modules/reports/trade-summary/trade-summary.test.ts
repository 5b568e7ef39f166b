import { describe, expect, it } from 'vitest';
import type { OwnTradeTotals } from '../../trading';
import { tradeSummaryOf } from './trade-summary';

const share = {
  symbol: 'ABC-USD',
  baseAsset: 'ABC',
  quoteAsset: 'USD',
  priceScale: 2,
  quantityScale: 0,
  feePct: '0.25',
};
const coin = { ...share, symbol: 'BTC-USDC', baseAsset: 'BTC', quoteAsset: 'USDC', priceScale: 2, quantityScale: 8 };
const range = { from: '2026-03-01', to: '2026-03-31' };

const totals = (market: OwnTradeTotals['market'], side: number, values: Partial<OwnTradeTotals>): OwnTradeTotals => ({
  market,
  side,
  trades: 1,
  quantityUnits: 1n,
  costUnits: 0n,
  feeUnits: 0n,
  ...values,
});

describe('tradeSummaryOf', () => {
  it('puts a market’s buys and sells side by side, with the average price of each', () => {
    const summary = tradeSummaryOf(range, [
      totals(share, 1, { trades: 2, quantityUnits: 3n, costUnits: 3_100n, feeUnits: 8n }),
      totals(share, 2, { trades: 1, quantityUnits: 1n, costUnits: 1_250n, feeUnits: 4n }),
    ]);
    expect(summary.markets).toEqual([
      {
        market: 'ABC-USD',
        asset: 'ABC',
        quote_asset: 'USD',
        buys: { trades: 2, quantity: '3', average_price: '10.33', gross: '31', fees: '0.08' },
        sells: { trades: 1, quantity: '1', average_price: '12.5', gross: '12.5', fees: '0.04' },
      },
    ]);
    expect(summary.totals).toEqual([{ quote_asset: 'USD', trades: 3, bought: '31', sold: '12.5', fees: '0.12' }]);
  });

  it('shows a side without trades as none, and totals each quote asset apart', () => {
    const summary = tradeSummaryOf(range, [
      totals(coin, 2, { quantityUnits: 50_000_000n, costUnits: 30_000_000_000n, feeUnits: 75_000_000n }),
      totals(share, 1, { costUnits: 1_000n }),
    ]);
    expect(summary.markets.map((row) => row.market)).toEqual(['ABC-USD', 'BTC-USDC']);
    expect(summary.markets[1]).toMatchObject({
      buys: { trades: 0, quantity: '0', average_price: null, gross: '0', fees: '0' },
      sells: { quantity: '0.5', average_price: '60000', gross: '30000', fees: '75' },
    });
    expect(summary.totals.map((total) => total.quote_asset)).toEqual(['USD', 'USDC']);
  });
});
