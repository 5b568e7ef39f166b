import type { Portfolio } from '@invest/contracts';
import type { MarketBars } from '@invest/contracts/realtime';
import { api } from '../../shared/api/api';

/** Hours of closes a watchlist sparkline draws. */
const sparklineHours = 24;

const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET reports/portfolio: positions, cash and returns, asked again whenever a balance or the set of assets held changes. */
    portfolio: build.query<Portfolio, void>({
      query: () => '/reports/portfolio',
      providesTags: ['Balances', 'Assets'],
    }),
    /** A market's hourly candles of the last day (SPEC 7 GET markets), for a sparkline. */
    sparkline: build.query<MarketBars, string>({
      query: (symbol) => ({ url: '/api/markets', params: { symbol, level: 'hour', countBack: sparklineHours } }),
    }),
  }),
});

export const { usePortfolioQuery, useSparklineQuery } = portfolioApi;
