export { boardRoutes as tradingApiRoutes } from './board/board.routes';
export { createTradingHostClient } from './board/trading-host-client';
export { findClosingPrices } from './candles/closing-prices.repository';
export type { MarketMakerTick } from './market-maker/market-maker';
export {
  findSandboxInvestorIds,
  fundSandboxInvestor,
  type SandboxRole,
  sandboxInvestors,
  sandboxRoles,
} from './market-maker/market-maker-accounts';
export { createMarketMakerSchedule } from './market-maker/market-maker-schedule';
export { createMarketDirectory } from './markets/market-directory';
export { findCurrencies, seedDemoMarkets } from './markets/markets.service';
export { createDayExpirySchedule } from './matching/day-expiry-schedule';
export { createMarketDesk } from './matching/market-desk';
export { createTradingRealtime, defaultRealtimeLimits, type RealtimeLimits } from './realtime/realtime-setup';
export { tradingRoutes } from './trading.routes';
export { createVenueReportHandler, venueExecutionsTopic } from './venues/venue-reports';
export { createSandboxVenue } from './venues/venue-sandbox';
