import type { Portfolio } from '@invest/contracts';
import type { MarketBars } from '@invest/contracts/realtime';
import { api } from '../../shared/api/api';

/** Days of closes a watchlist sparkline draws. */
const sparklineDays = 30;

const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET reports/portfolio: positions, cash and returns, asked again whenever a balance changes. */
    portfolio: build.query<Portfolio, void>({
      query: () => '/reports/portfolio',
      providesTags: ['Balances'],
    }),
    /** A market's daily candles for the last month (SPEC 7 GET markets), for a sparkline. */
    sparkline: build.query<MarketBars, string>({
      query: (symbol) => ({ url: '/api/markets', params: { symbol, level: 'day', countBack: sparklineDays } }),
    }),
  }),
});

export const { usePortfolioQuery, useSparklineQuery } = portfolioApi;
