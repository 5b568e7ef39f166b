import type { MarketTicker } from '@invest/contracts';
import { formatUnits, mulDivRound, scaleOf } from '@invest/money';
import type { LevelUnits, TickerUnits } from './market-data.repository';
import type { MarketRow } from './markets.repository';

/** A market's book and its last day of trading, from its integer units to the wire's decimal strings. */

type Scales = Pick<MarketRow, 'priceScale' | 'quantityScale'>;

export function toDepthLevels(market: Scales, levels: readonly LevelUnits[]): [string, string][] {
  return levels.map((level) => [
    formatUnits(level.priceUnits, market.priceScale),
    formatUnits(level.quantityUnits, market.quantityScale),
  ]);
}

/** The change from the reference price, in percent rounded to two decimals. */
function changePct(last: bigint | null, reference: bigint | null): string {
  if (last === null || reference === null || reference === 0n) return '0';
  return formatUnits(mulDivRound(last - reference, 10_000n, reference, 'half-up'), 2);
}

export function toMarketTicker(market: Scales & Pick<MarketRow, 'quoteAsset'>, ticker: TickerUnits): MarketTicker {
  const price = (units: bigint | null) => (units === null ? null : formatUnits(units, market.priceScale));
  return {
    Price: price(ticker.lastUnits),
    PriceDiffPct: changePct(ticker.lastUnits, ticker.referenceUnits),
    PricedVolume: formatUnits(ticker.volumeUnits, scaleOf(market.quoteAsset)),
    High: price(ticker.highUnits),
    Low: price(ticker.lowUnits),
  };
}
