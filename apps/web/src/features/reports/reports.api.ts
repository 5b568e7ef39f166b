import type { AccountValue, AccountValueRange } from '@invest/contracts';
import { api } from '../../shared/api/api';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountValue: build.query<AccountValue, AccountValueRange>({
      query: (range) => ({ url: '/reports/account-value', params: { range } }),
      providesTags: ['Balances'],
    }),
  }),
});

export const { useAccountValueQuery } = reportsApi;
