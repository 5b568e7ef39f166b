import type { ChartPeriod } from '@invest/contracts/realtime';
import type { orderTypes } from '@invest/contracts/trading';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type OrderSide = 'buy' | 'sell';
/** The order types of the trading host (SPEC 4: 1 market, 2 limit, 3 stop, 4 stop-limit). */
export type OrderFormType = keyof typeof orderTypes;
export type TimeInForce = 'day' | 'good-till-cancel' | 'immediate-or-cancel' | 'fill-or-kill';
/**
 * Whether the investor sizes an order by its quantity, by the amount of the quote asset it is worth,
 * or (a sell) as everything available.
 */
export type OrderSizeMode = 'quantity' | 'amount' | 'all';
export type TradingType = 'simple' | 'advanced';

export interface OpenOrdersFilter {
  showAllMarkets: boolean;
  showBuy: boolean;
  showSell: boolean;
}

/**
 * SPEC 3 orderFormModel (amount, orderType, timeInForce, side), with what the form needs besides:
 * the quantity, the limit and stop prices, and which of amount or quantity the investor types.
 * Amounts, quantities and prices are decimal strings as typed.
 */
export interface OrderFormModel {
  amount: string;
  quantity: string;
  sizeBy: OrderSizeMode;
  price: string;
  stopPrice: string;
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
  /**
   * The chart period the investor chose; null until they choose one, while the chart opens on a
   * period that suits the market's history (use-chart-period.ts) rather than SPEC 9's month, which
   * shows a young market as a single candle.
   */
  filterType: ChartPeriod | null;
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

/** SPEC 9 defaults: limit, good till cancel, buy. */
export const defaultOrderFormModel: OrderFormModel = {
  amount: '',
  quantity: '',
  sizeBy: 'quantity',
  price: '',
  stopPrice: '',
  orderType: 'limit',
  timeInForce: 'good-till-cancel',
  side: 'buy',
};

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
    orderFormModel: defaultOrderFormModel,
    filterType: null,
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

function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export const tradingSlice = createSlice({
  name: 'trading',
  initialState: () => createInitialTradingState(readStored(currencyStorageKey)),
  reducers: {
    /** The listener in store.ts also writes the currency to local storage. */
    currencySelected(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
    orderFormModelUpdated(state, action: PayloadAction<Partial<OrderFormModel>>) {
      state.orderFormModel = { ...state.orderFormModel, ...action.payload };
    },
    /** After an order is placed: the sizes and prices are cleared (a sell of everything is done), the side, type and time in force stay. */
    orderFormCleared(state) {
      const { side, orderType, timeInForce, sizeBy } = state.orderFormModel;
      state.orderFormModel = {
        ...defaultOrderFormModel,
        side,
        orderType,
        timeInForce,
        sizeBy: sizeBy === 'all' ? 'quantity' : sizeBy,
      };
    },
    openOrdersFilterUpdated(state, action: PayloadAction<Partial<OpenOrdersFilter>>) {
      state.openOrdersFilter = { ...state.openOrdersFilter, ...action.payload };
    },
    filterTypeSelected(state, action: PayloadAction<ChartPeriod>) {
      state.filterType = action.payload;
    },
    tradingTypeSelected(state, action: PayloadAction<TradingType>) {
      state.tradingType = action.payload;
    },
    /** The bookmarks the server keeps (GET /v1/bookmark). */
    bookmarksLoaded(state, action: PayloadAction<string[]>) {
      state.bookmarkedAssets = action.payload;
    },
    /** One bookmark set or taken away, shown at once while the server saves it. */
    bookmarkSet(state, action: PayloadAction<{ symbol: string; bookmarked: boolean }>) {
      const { symbol, bookmarked } = action.payload;
      const others = state.bookmarkedAssets.filter((candidate) => candidate !== symbol);
      state.bookmarkedAssets = bookmarked ? [...others, symbol] : others;
    },
  },
});

export const {
  currencySelected,
  orderFormModelUpdated,
  orderFormCleared,
  openOrdersFilterUpdated,
  filterTypeSelected,
  tradingTypeSelected,
  bookmarksLoaded,
  bookmarkSet,
} = tradingSlice.actions;
