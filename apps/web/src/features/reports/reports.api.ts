import type {
  AccountValue,
  AccountValueRange,
  Insights,
  LedgerReport,
  LedgerReportQuery,
  RangeInsights,
  ReportRangeQuery,
  StatementQuery,
  SuitabilityNotification,
  TradeSummary,
} from '@invest/contracts';
import { api } from '../../shared/api/api';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountValue: build.query<AccountValue, AccountValueRange>({
      query: (range) => ({ url: '/reports/account-value', params: { range } }),
      providesTags: ['Balances'],
    }),
    /** A month's statement of account as a file: an object URL of it, which the caller revokes. */
    statementFile: build.mutation<string, StatementQuery>({
      query: ({ month, format }) => ({
        url: '/reports/statement-account',
        params: { month, format },
        responseType: 'blob',
      }),
    }),
    insights: build.query<Insights, void>({
      query: () => ({ url: '/reports/insights' }),
      providesTags: ['Balances'],
    }),
    rangeInsights: build.query<RangeInsights, ReportRangeQuery>({
      query: (range) => ({ url: '/reports/range-insights', params: range }),
      providesTags: ['Balances'],
    }),
    tradeSummary: build.query<TradeSummary, ReportRangeQuery>({
      query: (range) => ({ url: '/reports/trade-summary', params: range }),
      providesTags: ['Balances'],
    }),
    ledgerReport: build.query<LedgerReport, Partial<LedgerReportQuery>>({
      query: (filter) => ({ url: '/reports/ledger', params: filter }),
      providesTags: ['Balances'],
    }),
    suitabilityNotification: build.query<SuitabilityNotification, void>({
      query: () => ({ url: '/account/users/my-suitability-notification' }),
      providesTags: ['Onboarding'],
    }),
    /** The suitability answers as a PDF: an object URL of it, which the caller revokes. */
    suitabilityFile: build.mutation<string, void>({
      query: () => ({ url: '/reports/suitability', responseType: 'blob' }),
    }),
  }),
});

export const {
  useAccountValueQuery,
  useStatementFileMutation,
  useInsightsQuery,
  useRangeInsightsQuery,
  useTradeSummaryQuery,
  useLedgerReportQuery,
  useSuitabilityNotificationQuery,
  useSuitabilityFileMutation,
} = reportsApi;
