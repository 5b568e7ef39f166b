import type { AdminDashboard } from '@invest/contracts';
import { api } from '../../../shared/api/api';

/** The console's dashboard, GET /v1/admin/dashboard. */
const adminDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminDashboard: build.query<AdminDashboard, void>({
      query: () => ({ url: '/admin/dashboard' }),
    }),
  }),
});

export const { useAdminDashboardQuery } = adminDashboardApi;
