import type {
  BankDetails,
  BankDetailsRequest,
  BankInstructions,
  CardPaymentRequest,
  CardPublicKey,
  Dashboard,
  Page,
  Payment,
  PaymentHistoryQuery,
  WithdrawalPayload,
  WithdrawRequest,
} from '@invest/contracts';
import { api } from '../../shared/api/api';

const form = { formErrors: true } as const;

/** A request that moves money, with the Idempotency-Key of the user's action (see action-key.ts). */
interface KeyedRequest<Body> {
  body: Body;
  idempotencyKey: string;
}

/** USD leaves through trading/withdraw, digital assets through digtl/withdraw (SPEC 7). */
const withdrawUrl = (currency: string) => (currency === 'USD' ? '/trading/withdraw' : '/digtl/withdraw');

const fundingApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, void>({
      query: () => '/dashboard',
      providesTags: ['Balances', 'Payments'],
    }),
    payments: build.query<Page<Payment>, PaymentHistoryQuery>({
      query: (params) => ({ url: '/funding/payments', params }),
      providesTags: ['Payments'],
    }),
    cardPublicKey: build.query<CardPublicKey, void>({
      query: () => '/circle/publickey',
    }),
    createCardPayment: build.mutation<Payment, KeyedRequest<CardPaymentRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/circle/payment', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Balances', 'Payments'],
      extraOptions: form,
    }),
    cardPayment: build.query<Payment, string>({
      query: (id) => `/circle/payment/${encodeURIComponent(id)}`,
    }),
    bankInstructions: build.query<BankInstructions, void>({
      query: () => '/funding/bank-transfer',
    }),
    announceBankDeposit: build.mutation<Payment, KeyedRequest<{ amount: string }>>({
      query: ({ body, idempotencyKey }) => ({ url: '/funding/bank-transfer', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Balances', 'Payments'],
      extraOptions: form,
    }),
    bankDetails: build.query<BankDetails | null, void>({
      query: () => '/account/bank-details',
      transformResponse: (payload: { bank_details: BankDetails | null }) => payload.bank_details,
      providesTags: ['BankDetails'],
    }),
    saveBankDetails: build.mutation<BankDetails, BankDetailsRequest>({
      query: (body) => ({ url: '/account/bank-details', method: 'POST', body }),
      invalidatesTags: ['BankDetails'],
      extraOptions: form,
    }),
    withdraw: build.mutation<WithdrawalPayload, KeyedRequest<WithdrawRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: withdrawUrl(body.currency), method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Balances', 'Payments'],
      extraOptions: form,
    }),
  }),
});

export const {
  useDashboardQuery,
  usePaymentsQuery,
  useCardPublicKeyQuery,
  useCreateCardPaymentMutation,
  useCardPaymentQuery,
  useBankInstructionsQuery,
  useAnnounceBankDepositMutation,
  useBankDetailsQuery,
  useSaveBankDetailsMutation,
  useWithdrawMutation,
} = fundingApi;
