import type {
  AdminLedgerMovements,
  AdminLedgerReport,
  LatestReconciliation,
  NewUsersReport,
  PageQuery,
  SuitabilityFiles,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';
import type { DayRange } from '../../../shared/format/days';

/** The days of the new-users report, both included. */
export type { DayRange };

const reconciliation = { type: 'AdminReconciliation', id: 'LATEST' } as const;

/** The administrators' reports under /v1/admin/reports; each file is an object URL the caller revokes. */
const adminReportsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReconciliation'] }).injectEndpoints({
  endpoints: (build) => ({
    newUsersReport: build.query<NewUsersReport, DayRange>({
      query: (range) => ({ url: '/admin/reports/new-users', params: { ...range } }),
    }),
    newUsersFile: build.mutation<string, DayRange>({
      query: (range) => ({
        url: '/admin/reports/new-users',
        params: { ...range, format: 'csv' },
        responseType: 'blob',
      }),
    }),
    domainLedger: build.query<AdminLedgerReport, PageQuery & { asset?: string | undefined }>({
      query: (params) => ({ url: '/admin/reports/ledger', params }),
    }),
    domainLedgerFile: build.mutation<string, { asset?: string | undefined }>({
      query: ({ asset }) => ({
        url: '/admin/reports/ledger',
        params: { asset, format: 'csv' },
        responseType: 'blob',
      }),
    }),
    ledgerMovements: build.query<AdminLedgerMovements, PageQuery & { id: string }>({
      query: ({ id, ...page }) => ({
        url: `/admin/reports/ledger/accounts/${encodeURIComponent(id)}/movements`,
        params: page,
      }),
    }),
    latestReconciliation: build.query<LatestReconciliation, void>({
      query: () => ({ url: '/admin/reports/ledger/reconciliation' }),
      providesTags: [reconciliation],
    }),
    runReconciliation: build.mutation<LatestReconciliation, void>({
      query: () => ({ url: '/admin/reports/ledger/reconciliation', method: 'POST' }),
      invalidatesTags: [reconciliation],
    }),
    suitabilityFiles: build.query<SuitabilityFiles, PageQuery>({
      query: (params) => ({ url: '/admin/reports/suitability', params }),
    }),
    investorSuitabilityFile: build.mutation<string, string>({
      query: (userId) => ({
        url: `/admin/reports/suitability/${encodeURIComponent(userId)}`,
        responseType: 'blob',
      }),
    }),
  }),
});

export const {
  useNewUsersReportQuery,
  useNewUsersFileMutation,
  useDomainLedgerQuery,
  useDomainLedgerFileMutation,
  useLedgerMovementsQuery,
  useLatestReconciliationQuery,
  useRunReconciliationMutation,
  useSuitabilityFilesQuery,
  useInvestorSuitabilityFileMutation,
} = adminReportsApi;
