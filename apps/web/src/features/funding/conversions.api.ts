import type {
  Page,
  UsdcConversion,
  UsdcConversionQuery,
  UsdcConversionRequest,
  UsdcConversionUpdate,
} from '@invest/contracts';
import { api } from '../../shared/api/api';
import { form, type KeyedRequest } from './funding.api';

/**
 * Conversions between the investor's USDC and US dollars (POST, PUT and GET digtl-balance). They
 * move balances, so they share the balances' tag: a conversion made or changed reads them again.
 */
const conversionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    usdcConversions: build.query<Page<UsdcConversion>, Partial<UsdcConversionQuery>>({
      query: (params) => ({ url: '/digtl-balance/conversions', params }),
      providesTags: ['Balances'],
    }),
    createUsdcConversion: build.mutation<UsdcConversion, KeyedRequest<UsdcConversionRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/digtl-balance', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Balances'],
      extraOptions: form,
    }),
    updateUsdcConversion: build.mutation<UsdcConversion, { id: string; body: UsdcConversionUpdate }>({
      query: ({ id, body }) => ({ url: `/digtl-balance/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Balances'],
      extraOptions: form,
    }),
  }),
});

export const { useUsdcConversionsQuery, useCreateUsdcConversionMutation, useUpdateUsdcConversionMutation } =
  conversionsApi;
