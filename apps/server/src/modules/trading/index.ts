export { findClosingPrices } from './closing-prices.repository';
export { createDayExpirySchedule } from './day-expiry-schedule';
export { createMarketDesk } from './market-desk';
export { seedDemoMarkets } from './markets.service';
export { createTradingRealtime, defaultRealtimeLimits, type RealtimeLimits } from './realtime-setup';
export { tradingRoutes } from './trading.routes';
export { createVenueReportHandler, venueExecutionsTopic } from './venue-reports';
export { createSandboxVenue } from './venue-sandbox';
