import type {
  BitcoinPrice,
  BmnAmp,
  BmnAmpRequest,
  BmnDepositPayload,
  BmnDepositRequest,
  ComplianceNotice,
  EthRate,
  LightningAccount,
  LightningCurrencies,
  LightningInvoice,
  LightningInvoiceRequest,
  LinkWalletRequest,
  MyWalletsPayload,
  Payment,
  RemoveWalletRequest,
  UsdcDepositRequest,
  UsdcWalletsPayload,
} from '@invest/contracts';
import { api } from '../../shared/api/api';
import { form, type KeyedRequest, paymentTag } from './funding.api';

/** The deposits paid from the investor's own wallets: USDC, MetaMask, Lightning (Ibex) and BMN. */
const depositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    usdcWallets: build.query<UsdcWalletsPayload, void>({
      query: () => '/digtl/usdc-wallet',
    }),
    announceUsdcDeposit: build.mutation<Payment, KeyedRequest<UsdcDepositRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/digtl-payment', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
    notifyComplianceTeam: build.mutation<ComplianceNotice, string>({
      query: (paymentId) => ({ url: '/notify-compliance-team', method: 'POST', body: { dgId: paymentId } }),
      extraOptions: form,
    }),
    myWallets: build.query<MyWalletsPayload, void>({
      query: () => '/mywallet',
      providesTags: ['Wallets'],
    }),
    linkWallet: build.mutation<MyWalletsPayload, LinkWalletRequest>({
      query: (body) => ({ url: '/mywallet', method: 'POST', body }),
      invalidatesTags: ['Wallets'],
      extraOptions: form,
    }),
    unlinkWallet: build.mutation<MyWalletsPayload, RemoveWalletRequest>({
      query: (body) => ({ url: '/removemywallet', method: 'POST', body }),
      invalidatesTags: ['Wallets'],
    }),
    ethRate: build.query<EthRate, void>({
      query: () => '/eth/rate',
    }),
    lightningCurrencies: build.query<LightningCurrencies, void>({
      query: () => '/ibex/currencies',
    }),
    bitcoinPrice: build.query<BitcoinPrice, void>({
      query: () => '/ibex/btc',
    }),
    lightningAccount: build.query<LightningAccount, void>({
      query: () => '/ibex/account',
      providesTags: ['Balances', 'Payments'],
    }),
    createLightningInvoice: build.mutation<LightningInvoice, KeyedRequest<LightningInvoiceRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/ibex/lnurl', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
    lightningInvoice: build.query<LightningInvoice, string>({
      query: (id) => `/ibex/lnurl/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => paymentTag(id),
    }),
    bmnAmp: build.query<BmnAmp, void>({
      query: () => '/bmnamp',
      providesTags: ['BmnAmp'],
    }),
    saveBmnAmp: build.mutation<BmnAmp, BmnAmpRequest>({
      query: (body) => ({ url: '/bmnamp', method: 'POST', body }),
      invalidatesTags: ['BmnAmp'],
      extraOptions: form,
    }),
    createBmnDeposit: build.mutation<BmnDepositPayload, KeyedRequest<BmnDepositRequest>>({
      query: ({ body, idempotencyKey }) => ({ url: '/bmn/deposit', method: 'POST', body, idempotencyKey }),
      invalidatesTags: ['Payments'],
      extraOptions: form,
    }),
  }),
});

export const {
  useUsdcWalletsQuery,
  useAnnounceUsdcDepositMutation,
  useNotifyComplianceTeamMutation,
  useMyWalletsQuery,
  useLinkWalletMutation,
  useUnlinkWalletMutation,
  useEthRateQuery,
  useLightningCurrenciesQuery,
  useBitcoinPriceQuery,
  useLightningAccountQuery,
  useCreateLightningInvoiceMutation,
  useLightningInvoiceQuery,
  useBmnAmpQuery,
  useSaveBmnAmpMutation,
  useCreateBmnDepositMutation,
} = depositsApi;
