import type { ErrorReportsPage } from '@invest/contracts';
import { api } from '../../../shared/api/api';

/** Reports a "load more" adds to the list. */
export const errorReportsPageSize = 50;

/** The administrators' error reports under /v1/admin/error-reports: newest first, a page more at a time. */
const errorReportsApi = api.enhanceEndpoints({ addTagTypes: ['ErrorReport'] }).injectEndpoints({
  endpoints: (build) => ({
    errorReports: build.infiniteQuery<ErrorReportsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_before,
      },
      query: ({ pageParam }) => ({
        url: '/admin/error-reports',
        params: { limit: errorReportsPageSize, ...(pageParam !== null && { before: pageParam }) },
      }),
      providesTags: [{ type: 'ErrorReport', id: 'LIST' }],
    }),
  }),
});

export const { useErrorReportsInfiniteQuery } = errorReportsApi;
