import type {
  AdminUserAction,
  AdminUserActionPayload,
  AdminUserDetail,
  AdminUserLedger,
  AdminUserListQuery,
  AdminUserSummary,
  LedgerReportQuery,
  Page,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

const list = { type: 'AdminUser', id: 'LIST' } as const;

/** The console's user calls under /v1/admin/users. */
const adminUsersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUser', 'AuditTrail'] }).injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<Page<AdminUserSummary>, AdminUserListQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: [list],
    }),
    adminUser: build.query<AdminUserDetail, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
    }),
    adminUserLedger: build.query<AdminUserLedger, { userId: string } & Partial<LedgerReportQuery>>({
      query: ({ userId, ...params }) => ({ url: `/admin/users/${encodeURIComponent(userId)}/ledger`, params }),
    }),
    actOnUser: build.mutation<AdminUserActionPayload, { userId: string; action: AdminUserAction; reason: string }>({
      query: ({ userId, action, reason }) => ({
        url: `/admin/users/${encodeURIComponent(userId)}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: { formErrors: true },
      invalidatesTags: (_result, _error, { userId }) => [list, { type: 'AdminUser', id: userId }, 'AuditTrail'],
    }),
  }),
});

export const { useAdminUsersQuery, useAdminUserQuery, useAdminUserLedgerQuery, useActOnUserMutation } = adminUsersApi;
