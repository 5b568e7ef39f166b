import type { OrderReportRow, Page } from '@invest/contracts';
import { api } from '../../shared/api/api';

/** Day cut-offs of a report, YYYY-MM-DD, left out when open. */
export interface ReportDates {
  startDate?: string;
  endDate?: string;
}

/** SPEC 7 reports/orders on the trading host: a page of the investor's orders, or all of them as CSV. */
const tradingReportsApi = api.enhanceEndpoints({ addTagTypes: ['Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    orderReport: build.query<Page<OrderReportRow>, ReportDates & { page: number; limit: number }>({
      query: (params) => ({ url: '/api/reports/orders', params: { ...params } }),
      providesTags: ['Orders'],
    }),
    /** The period's orders as a CSV file: an object URL of it, which the caller revokes. */
    orderReportFile: build.mutation<string, ReportDates>({
      query: (dates) => ({ url: '/api/reports/orders', params: { ...dates, format: 'csv' }, responseType: 'blob' }),
    }),
  }),
});

export const { useOrderReportQuery, useOrderReportFileMutation } = tradingReportsApi;
