import type { Candle } from '@invest/contracts';
import { formatUnits } from '@invest/money';
import type { MarketRow } from '../markets/markets.repository';
import type { BarUnits } from './candles.repository';

/** A bar of the market's fills as the chart reads it (GET /api/markets and the candles channel). */
export function toCandle(market: Pick<MarketRow, 'priceScale' | 'quantityScale'>, bar: BarUnits): Candle {
  const price = (units: bigint) => formatUnits(units, market.priceScale);
  return {
    time: bar.time,
    open: price(bar.openUnits),
    high: price(bar.highUnits),
    low: price(bar.lowUnits),
    close: price(bar.closeUnits),
    volume: formatUnits(bar.volumeUnits, market.quantityScale),
  };
}
