export { createMarketDesk } from './market-desk';
export { seedDemoMarkets } from './markets.service';
export { tradingRoutes } from './trading.routes';
