import type { Currency, CurrencyUpdate, MarketHaltRequest } from '@invest/contracts';
import { api } from '../../../shared/api/api';

/** Halt stops a market's trading, resume starts it again. */
export type MarketHaltAction = 'halt' | 'resume';

const marketPath = (symbol: string) => `/api/currencies/${encodeURIComponent(symbol)}`;

/**
 * The administrators' market calls on the trading host. The markets themselves are GET
 * /api/currencies, the trading screen's list (kept live by the websocket), which these refresh.
 */
const adminMarketsApi = api.enhanceEndpoints({ addTagTypes: ['Markets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Creates the market of a new symbol, or changes the settings of an existing one. */
    putMarket: build.mutation<Currency, { symbol: string; body: CurrencyUpdate }>({
      query: ({ symbol, body }) => ({ url: marketPath(symbol), method: 'PUT', body }),
      extraOptions: { formErrors: true },
      invalidatesTags: ['Markets'],
    }),
    changeMarketHalt: build.mutation<Currency, { symbol: string; action: MarketHaltAction; body: MarketHaltRequest }>({
      query: ({ symbol, action, body }) => ({ url: `${marketPath(symbol)}/${action}`, method: 'POST', body }),
      extraOptions: { formErrors: true },
      invalidatesTags: ['Markets'],
    }),
  }),
});

export const { usePutMarketMutation, useChangeMarketHaltMutation } = adminMarketsApi;
