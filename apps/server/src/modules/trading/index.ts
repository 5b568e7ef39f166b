export { findOwnTradeTotals, type OwnTradeTotals } from './accounts/trading-reports.repository';
export { type AssetPrice, findClosingPrices } from './candles/closing-prices.repository';
export {
  findSandboxInvestorIds,
  fundSandboxInvestor,
  type SandboxRole,
  sandboxInvestors,
  sandboxRoles,
} from './market-maker/market-maker-accounts';
export { findMarketPrices, type MarketPrice, type PriceSource } from './markets/market-prices.service';
export { findCurrencies, openShareMarket, seedDemoMarkets } from './markets/markets.service';
export { type SandboxPricedAsset, sandboxReferencePrices } from './markets/sandbox-prices';
export { type OrderUpdatedEvent, orderUpdatedTopic } from './matching/realtime-events';
export { countOpenOrders, findMarketActivity } from './queries/domain-activity';
export type { RealtimeLimits } from './realtime/realtime-setup';
export { createTradingModule, type TradingModule, type TradingRoleParts } from './trading.module';
