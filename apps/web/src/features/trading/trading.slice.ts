import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

type OrderSide = 'buy' | 'sell';
type OrderFormType = 'limit' | 'market' | 'stop';
type TimeInForce = 'day' | 'good-till-cancel' | 'immediate-or-cancel' | 'fill-or-kill';
/** Chart periods of SPEC 9. */
type FilterType =
  | 'hour'
  | '30minutes'
  | '4hours'
  | 'day'
  | 'week'
  | 'month'
  | '3months'
  | '6months'
  | 'year'
  | '5years';
type TradingType = 'simple' | 'advanced';

interface OpenOrdersFilter {
  showAllMarkets: boolean;
  showBuy: boolean;
  showSell: boolean;
}

interface OrderFormModel {
  amount: string;
  orderType: OrderFormType;
  timeInForce: TimeInForce;
  side: OrderSide;
}

interface MarketInfo {
  Price: string;
  PriceDiffPct: string;
  PricedVolume: string;
}

/** The trading section of SPEC 3 "Client session state" (not persisted). */
interface TradingState {
  loadingChart: boolean;
  loadingCurrencies: boolean;
  data: unknown[];
  currencies: unknown[];
  currency: string | null;
  openOrders: unknown[];
  filledOrders: unknown[];
  openOrdersFilter: OpenOrdersFilter;
  currentMarketInfo: MarketInfo | null;
  marketInfo: unknown;
  marketTrades: unknown[];
  orderFormModel: OrderFormModel;
  filterType: FilterType;
  assets: unknown[];
  accountSummary: unknown;
  fundingAssets: unknown[];
  fundingAssetsDeposit: unknown[];
  bankDetails: unknown;
  ipos: unknown[];
  marketSubscription: string | null;
  tradingType: TradingType;
  availableTimeInForce: TimeInForce[];
  showKycBanner: boolean;
  isMarketClosed: boolean;
  gpoAssets: unknown[];
  digtlBalance: string | null;
  bookmarkedAssets: string[];
  showPrivate: boolean;
}

/** Local-storage key under which the selected currency is kept (SPEC 4 "Other"). */
export const currencyStorageKey = 'currency';

export function createInitialTradingState(currency: string | null = null): TradingState {
  return {
    loadingChart: false,
    loadingCurrencies: false,
    data: [],
    currencies: [],
    currency,
    openOrders: [],
    filledOrders: [],
    openOrdersFilter: { showAllMarkets: true, showBuy: true, showSell: true },
    currentMarketInfo: null,
    marketInfo: null,
    marketTrades: [],
    orderFormModel: { amount: '', orderType: 'limit', timeInForce: 'good-till-cancel', side: 'buy' },
    filterType: 'month',
    assets: [],
    accountSummary: null,
    fundingAssets: [],
    fundingAssetsDeposit: [],
    bankDetails: null,
    ipos: [],
    marketSubscription: null,
    tradingType: 'simple',
    availableTimeInForce: [],
    showKycBanner: false,
    isMarketClosed: false,
    gpoAssets: [],
    digtlBalance: null,
    bookmarkedAssets: [],
    showPrivate: false,
  };
}

function readStoredCurrency(): string | null {
  try {
    return globalThis.localStorage?.getItem(currencyStorageKey) ?? null;
  } catch {
    return null;
  }
}

export const tradingSlice = createSlice({
  name: 'trading',
  initialState: () => createInitialTradingState(readStoredCurrency()),
  reducers: {
    /** The listener in store.ts also writes the currency to local storage. */
    currencySelected(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    orderFormModelUpdated(state, action: PayloadAction<Partial<OrderFormModel>>) {
      state.orderFormModel = { ...state.orderFormModel, ...action.payload };
    },
    openOrdersFilterUpdated(state, action: PayloadAction<Partial<OpenOrdersFilter>>) {
      state.openOrdersFilter = { ...state.openOrdersFilter, ...action.payload };
    },
  },
});

export const { currencySelected, orderFormModelUpdated, openOrdersFilterUpdated } = tradingSlice.actions;
