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
import type { AppDispatch, RootState } from '../../shared/store/app-store';
import { dashboardWithPayment, historyUpdate, withPayment } from './payment-updates';

export const form = { formErrors: true } as const;

/** A request that moves money, with the Idempotency-Key of the user's action (see shared/api/action-key.ts). */
export interface KeyedRequest<Body> {
  body: Body;
  idempotencyKey: string;
}

/** What a query about one payment provides: a change of that payment refreshes it. */
export const paymentTag = (id: string) => [{ type: 'Payment' as const, id }];

/** USD leaves through trading/withdraw, digital assets through digtl/withdraw (SPEC 7). */
const withdrawUrl = (currency: string) => (currency === 'USD' ? '/trading/withdraw' : '/digtl/withdraw');

const fundingApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, void>({
      query: () => '/dashboard',
      providesTags: ['Balances', 'Payments', 'Assets'],
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
      providesTags: (_result, _error, id) => paymentTag(id),
    }),
    payment: build.query<Payment, string>({
      query: (id) => `/funding/payments/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => paymentTag(id),
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

/**
 * A payment changed (the user's websocket said so): the history pages and the dashboard held now
 * show its new state at once, a page it enters or leaves is loaded again, and every screen following
 * that payment reads it again.
 */
export function paymentChanged(payment: Payment) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    let reload = false;
    for (const query of fundingApi.util.selectCachedArgsForQuery(getState(), 'payments')) {
      dispatch(
        fundingApi.util.updateQueryData('payments', query, (page) => {
          const update = historyUpdate(page, payment, query);
          if (update === 'reload') reload = true;
          if (update === 'replace') page.items = withPayment(page.items, payment);
        }),
      );
    }
    dispatch(fundingApi.util.updateQueryData('dashboard', undefined, (board) => dashboardWithPayment(board, payment)));
    dispatch(api.util.invalidateTags([...paymentTag(payment.id), ...(reload ? (['Payments'] as const) : [])]));
  };
}

export const {
  useDashboardQuery,
  usePaymentsQuery,
  usePaymentQuery,
  useCardPublicKeyQuery,
  useCreateCardPaymentMutation,
  useCardPaymentQuery,
  useBankInstructionsQuery,
  useAnnounceBankDepositMutation,
  useBankDetailsQuery,
  useSaveBankDetailsMutation,
  useWithdrawMutation,
} = fundingApi;
