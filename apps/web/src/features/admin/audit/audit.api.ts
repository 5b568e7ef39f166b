import type { AuditPage, AuditQuery } from '@invest/contracts';
import { api } from '../../../shared/api/api';

/** The trail's filters as the console sends them (the page size and cursor included). */
export type AuditFilter = Partial<Omit<AuditQuery, 'format'>>;

/** The console's audit trail calls: a page of it, or the same entries as a CSV file. */
const auditApi = api.enhanceEndpoints({ addTagTypes: ['AuditTrail'] }).injectEndpoints({
  endpoints: (build) => ({
    auditTrail: build.query<AuditPage, AuditFilter>({
      query: (params) => ({ url: '/admin/audit', params }),
      providesTags: ['AuditTrail'],
    }),
    auditTrailFile: build.mutation<string, AuditFilter>({
      query: (params) => ({ url: '/admin/audit', params: { ...params, format: 'csv' }, responseType: 'blob' }),
    }),
  }),
});

export const { useAuditTrailQuery, useAuditTrailFileMutation } = auditApi;
