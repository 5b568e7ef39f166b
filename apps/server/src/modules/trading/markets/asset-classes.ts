import type { AssetClass } from '@invest/contracts';
import { aroundTheClockHours, type MarketHours, specDefaultHours } from './market-hours';
import type { NewMarket } from './markets.repository';

/** The digital assets the platform knows by code (its funding rails and wallets hold them). */
const digitalAssets: ReadonlySet<string> = new Set(['BTC', 'ETH', 'USDC']);

/** A market of a known digital asset, or priced in one (a USDC pair), is a digital asset market; any other a share. */
export function assetClassOf(market: Pick<NewMarket, 'baseAsset' | 'quoteAsset'>): AssetClass {
  const isDigital = digitalAssets.has(market.baseAsset) || digitalAssets.has(market.quoteAsset);
  return isDigital ? 'digital_asset' : 'share';
}

/** The hours a market of the class trades unless it is given its own: digital assets never close. */
const defaultHoursOf: Record<AssetClass, MarketHours> = {
  digital_asset: aroundTheClockHours,
  share: specDefaultHours,
};

/** Market hours as the columns of a market. */
export const hoursColumnsOf = (hours: MarketHours) => ({
  opensAtMinute: hours.opensAtMinute,
  closesAtMinute: hours.closesAtMinute,
  tradingDays: [...hours.tradingDays],
});

/** A new market with its asset class (told, or found from its assets) and, unless it has its own, its class's hours. */
export function withClassDefaults(market: NewMarket): NewMarket {
  const assetClass = market.assetClass ?? assetClassOf(market);
  const defaults = hoursColumnsOf(defaultHoursOf[assetClass]);
  return {
    ...market,
    assetClass,
    opensAtMinute: market.opensAtMinute ?? defaults.opensAtMinute,
    closesAtMinute: market.closesAtMinute ?? defaults.closesAtMinute,
    tradingDays: market.tradingDays ?? defaults.tradingDays,
  };
}
