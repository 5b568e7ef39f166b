import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderListQuery,
  Order,
  Page,
  RejectOrderRequest,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

const list = { type: 'AdminOrder', id: 'LIST' } as const;

/** The administrators' order calls on the trading host: the domain's orders, one in full, and a rejection. */
const adminOrdersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<Page<AdminOrder>, AdminOrderListQuery>({
      query: (params) => ({ url: '/api/admin/orders', params: { ...params } }),
      providesTags: [list],
    }),
    adminOrder: build.query<AdminOrderDetail, string>({
      query: (id) => `/api/admin/orders/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminOrder', id }],
    }),
    rejectOrder: build.mutation<Order, RejectOrderRequest>({
      query: (body) => ({ url: '/api/admin/reject-order', method: 'POST', body }),
      extraOptions: { formErrors: true },
      invalidatesTags: (_result, _error, { orderId }) => [list, { type: 'AdminOrder', id: orderId }],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminOrderQuery, useRejectOrderMutation } = adminOrdersApi;
