import type {
  AddressValidation,
  ChangellyFiatOfferList,
  ChangellyFiatOffersQuery,
  ChangellyFiatOrder,
  ChangellyFiatOrderRequest,
  CryptoTransactRequest,
  FiatTransactRequest,
  FixedTransactRequest,
  Swap,
  SwapCurrencyList,
  SwapPairList,
  SwapPairsQuery,
  SwapQuote,
  SwapRange,
  TransakOrder,
  TransakOrderRequest,
  ValidateAddressRequest,
} from '@invest/contracts';
import { api } from '../../shared/api/api';
import { form, type KeyedRequest, paymentTag } from './funding.api';
import type { QuoteRequest } from './swap-quote';

/**
 * The swaps (SPEC 7 "Fiat/crypto swap provider 1" and "Swap provider 2"): where each kind is
 * quoted, opened and read back. A swap is read by our payment id on the route of its kind.
 */
const swapRails = {
  changenowFiat: {
    currencies: '/changenow/fiat/currencies',
    estimate: '/changenow/fiat/estimate',
    open: '/changenow/fiat/transact',
    transaction: '/changenow/fiat/transaction',
  },
  changenowCrypto: {
    currencies: '/changenow/crypto/currencies',
    estimate: '/changenow/crypto/estimate-amount',
    open: '/changenow/crypto/transact',
    transaction: '/changenow/crypto/transaction',
  },
  changellyFloating: {
    currencies: '/changelly/currencies',
    estimate: '/changelly/exchange-amount',
    open: '/changelly/create',
    transaction: '/changelly/transaction',
  },
  changellyFixed: {
    currencies: '/changelly/currencies',
    estimate: '/changelly/fix-amount',
    open: '/changelly/create-fix',
    transaction: '/changelly/transaction',
  },
} as const;
export type SwapRail = keyof typeof swapRails;

/** Transak's and Changelly's card purchases are read back like the swaps. */
const transactionUrls = {
  ...swapRails,
  transak: { transaction: '/transak/transaction' },
  changellyFiat: { transaction: '/changelly/fiat/orders' },
};
export type SwapReadRail = keyof typeof transactionUrls;

export type OpenSwapBody = FiatTransactRequest | CryptoTransactRequest | FixedTransactRequest;

const aMinute = 60;

const swapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    swapCurrencies: build.query<SwapCurrencyList, SwapRail>({
      query: (rail) => swapRails[rail].currencies,
      keepUnusedDataFor: 60 * aMinute,
    }),
    swapPairs: build.query<SwapPairList, SwapPairsQuery>({
      query: (params) => ({ url: '/changenow/crypto/pairs', params }),
      keepUnusedDataFor: 60 * aMinute,
    }),
    fiatRange: build.query<SwapRange, string>({
      query: (currency) => `/changenow/fiat/minmax/${encodeURIComponent(currency)}`,
      keepUnusedDataFor: 10 * aMinute,
    }),
    swapQuote: build.query<SwapQuote, { rail: SwapRail; request: QuoteRequest }>({
      query: ({ rail, request }) => ({ url: swapRails[rail].estimate, params: { ...request } }),
      keepUnusedDataFor: 30,
      extraOptions: form,
    }),
    validateAddress: build.mutation<AddressValidation, ValidateAddressRequest>({
      query: (body) => ({ url: '/changelly/validate', method: 'POST', body }),
      extraOptions: form,
    }),
    openSwap: build.mutation<Swap, KeyedRequest<OpenSwapBody> & { rail: SwapRail }>({
      query: ({ rail, body, idempotencyKey }) => ({ url: swapRails[rail].open, method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
    createTransakOrder: build.mutation<TransakOrder, KeyedRequest<TransakOrderRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/transak/order', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
    changellyFiatOffers: build.query<ChangellyFiatOfferList, ChangellyFiatOffersQuery>({
      query: (params) => ({ url: '/changelly/fiat/offers', params }),
      keepUnusedDataFor: 30,
      extraOptions: form,
    }),
    createChangellyFiatOrder: build.mutation<ChangellyFiatOrder, KeyedRequest<ChangellyFiatOrderRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/changelly/fiat/orders', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
    swap: build.query<Swap, { rail: SwapReadRail; id: string }>({
      query: ({ rail, id }) => `${transactionUrls[rail].transaction}/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, { id }) => paymentTag(id),
    }),
  }),
});

export const {
  useSwapCurrenciesQuery,
  useSwapPairsQuery,
  useFiatRangeQuery,
  useSwapQuoteQuery,
  useValidateAddressMutation,
  useOpenSwapMutation,
  useCreateTransakOrderMutation,
  useChangellyFiatOffersQuery,
  useCreateChangellyFiatOrderMutation,
  useSwapQuery,
} = swapsApi;
