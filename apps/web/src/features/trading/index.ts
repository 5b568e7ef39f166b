export { currencySelected, currencyStorageKey, tradingSlice } from './trading.slice';
