import type { TradingAsset } from '@invest/contracts';
import type { PriceReference } from './order-form-model';
import { useMarketDepthQuery, useMarketTickerQuery } from './trading.api';

/** The live prices a market or stop order is estimated with: the best bid and ask, and the last trade. */
export function usePriceReference(symbol: string, asset: TradingAsset | undefined): PriceReference {
  const { data: depth } = useMarketDepthQuery(symbol);
  const { data: ticker } = useMarketTickerQuery(symbol);
  return {
    bestBid: depth?.bids[0]?.[0] ?? null,
    bestAsk: depth?.asks[0]?.[0] ?? null,
    lastPrice: ticker?.Price ?? asset?.LastPrice ?? null,
  };
}
