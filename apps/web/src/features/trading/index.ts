export { useTradingAssetsQuery } from './trading.api';
export { tradingRoutes } from './trading.routes';
export { currencySelected, currencyStorageKey, tradingSlice } from './trading.slice';
export { useBookmarks } from './use-bookmarks';
