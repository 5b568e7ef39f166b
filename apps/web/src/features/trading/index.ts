export { tradingDaysText, weekdayKeys } from './market-opening';
export { OrderStatusBadge } from './order-status-badge';
export { SideLabel } from './side-label';
export { useCurrenciesQuery, useTradingAssetsQuery } from './trading.api';
export { tradingRoutes } from './trading.routes';
export { currencySelected, currencyStorageKey, tradingSlice } from './trading.slice';
export { useBookmarks } from './use-bookmarks';
