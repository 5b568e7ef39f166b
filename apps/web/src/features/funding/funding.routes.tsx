import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const FundingPage = lazyPage(() => import('./funding-page'), 'FundingPage', ['funding']);
const CardPaymentPage = lazyPage(() => import('./card-payment-page'), 'CardPaymentPage', ['funding', 'onboarding']);
const BankTransferPage = lazyPage(() => import('./bank-transfer-page'), 'BankTransferPage', ['funding']);
const WithdrawPage = lazyPage(() => import('./withdraw-page'), 'WithdrawPage', ['funding']);
const PaymentHistoryPage = lazyPage(() => import('./payment-history-page'), 'PaymentHistoryPage', ['funding']);
const UsdcPage = lazyPage(() => import('./usdc-page'), 'UsdcPage', ['funding']);
const MetamaskPage = lazyPage(() => import('./metamask-page'), 'MetamaskPage', ['funding']);
const LightningPage = lazyPage(() => import('./lightning-page'), 'LightningPage', ['funding']);
const ChangeNowPage = lazyPage(() => import('./changenow-page'), 'ChangeNowPage', ['funding']);
const ChangellyPage = lazyPage(() => import('./changelly-page'), 'ChangellyPage', ['funding']);
const TransakPage = lazyPage(() => import('./transak-page'), 'TransakPage', ['funding']);
const ChangellyBuyPage = lazyPage(() => import('./changelly-buy-page'), 'ChangellyBuyPage', ['funding']);
const BmnPage = lazyPage(() => import('./bmn-page'), 'BmnPage', ['funding']);
const BankDetailsPage = lazyPage(() => import('./bank-details-page'), 'BankDetailsPage', ['funding', 'onboarding']);

/** The bank details withdrawals go to: a section of the account area. */
export const bankDetailsRoute = <Route path="account/bank-details" element={<BankDetailsPage />} />;

/** The funding screens. */
export const fundingRoutes = (
  <>
    <Route path="funding" element={<FundingPage />} />
    <Route path="funding/card" element={<CardPaymentPage />} />
    <Route path="funding/bank-transfer" element={<BankTransferPage />} />
    <Route path="funding/usdc" element={<UsdcPage />} />
    <Route path="funding/metamask" element={<MetamaskPage />} />
    <Route path="funding/lightning" element={<LightningPage />} />
    <Route path="funding/changenow" element={<ChangeNowPage />} />
    <Route path="funding/changelly" element={<ChangellyPage />} />
    <Route path="funding/transak" element={<TransakPage />} />
    <Route path="funding/changelly-buy" element={<ChangellyBuyPage />} />
    <Route path="funding/bmn" element={<BmnPage />} />
    <Route path="funding/withdraw" element={<WithdrawPage />} />
    <Route path="funding/history" element={<PaymentHistoryPage />} />
  </>
);
