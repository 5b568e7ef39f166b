export { tradingRoutes } from './trading.routes';
export { currencySelected, currencyStorageKey, tradingSlice } from './trading.slice';
