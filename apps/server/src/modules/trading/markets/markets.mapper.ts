import type { Currency, TradingAsset } from '@invest/contracts';
import { formatUnits, scaleOf } from '@invest/money';
import { formatMinute } from './market-hours';
import { isMarketTrading, nextTradingOf } from './market-trading-state';
import type { MarketRow } from './markets.repository';

const restrictionsOf = (market: MarketRow) => ({
  OnlyForAccredited: market.onlyForAccredited,
  HasCountryRestriction: market.hasCountryRestriction,
  RestrictedCountries: market.restrictedCountries,
});

export function toCurrency(market: MarketRow, now: Date, marketBuyPriceLimit: bigint | null): Currency {
  return {
    Symbol: market.symbol,
    Name: market.name,
    BaseAsset: market.baseAsset,
    QuoteAsset: market.quoteAsset,
    PriceScale: market.priceScale,
    QuantityScale: market.quantityScale,
    TickSize: formatUnits(market.tick, market.priceScale),
    LotSize: formatUnits(market.lot, market.quantityScale),
    FeePct: market.feePct,
    AssetClass: market.assetClass,
    MarketHours: {
      Open: formatMinute(market.opensAtMinute),
      Close: formatMinute(market.closesAtMinute),
      Days: market.tradingDays,
    },
    IsMarketOpen: isMarketTrading(market, now),
    NextOpenAt: nextTradingOf(market, now)?.toISOString() ?? null,
    IntegrationService: market.integrationService,
    PriceBandBps: market.priceBandBps,
    MarketBuyPriceLimit: marketBuyPriceLimit === null ? null : formatUnits(marketBuyPriceLimit, market.priceScale),
    IsHalted: market.haltedAt !== null,
    HaltReason: market.haltReason,
    HaltedAt: market.haltedAt?.toISOString() ?? null,
    ...restrictionsOf(market),
  };
}

export function toTradingAsset(market: MarketRow, lastPrice: bigint | null): TradingAsset {
  return {
    Symbol: market.baseAsset,
    Name: market.name,
    Scale: scaleOf(market.baseAsset),
    Market: market.symbol,
    QuoteAsset: market.quoteAsset,
    LastPrice: lastPrice === null ? null : formatUnits(lastPrice, market.priceScale),
    ...restrictionsOf(market),
  };
}
