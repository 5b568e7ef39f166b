import type { Currency, TradingAsset } from '@invest/contracts';
import { AssetNewsPanel } from './asset-news-panel';
import { MarketList } from './market-list';

/** The platform's markets and the news about the market's asset. */
export function MarketsAndNews({
  market,
  markets,
  assets,
}: {
  market: Currency;
  markets: Currency[];
  assets: TradingAsset[] | undefined;
}) {
  return (
    <>
      <MarketList markets={markets} assets={assets} current={market.Symbol} />
      <AssetNewsPanel asset={market.BaseAsset} />
    </>
  );
}
