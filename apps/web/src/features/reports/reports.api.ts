import type { AccountValue, AccountValueRange, StatementQuery } from '@invest/contracts';
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
  }),
});

export const { useAccountValueQuery, useStatementFileMutation } = reportsApi;
