export { tradingRoutes } from './trading.routes';
