import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireAdmin } from '../features/admin/require-admin';
import { type LazyTextsName, loadTexts } from './i18n/i18n';
import { RootLayout } from './root-layout';
import { AppAliasRedirect, GuestOnly, RequireSession } from './route-guards';

/**
 * A route module loaded on first visit, with the texts it needs beyond the first pages' ones, so the
 * sign-in page ships only what it needs.
 */
function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  texts: LazyTextsName[] = [],
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), ...texts.map(loadTexts)]);
    return { default: module[name] };
  });
}

const LandingPage = lazyPage(() => import('../features/auth/landing-page'), 'LandingPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page'), 'SignUpPage');
const TwoFactorPage = lazyPage(() => import('../features/auth/two-factor-page'), 'TwoFactorPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyPage(() => import('../features/auth/confirm-email-page'), 'ConfirmEmailPage');
const TermsPage = lazyPage(() => import('../features/auth/terms-page'), 'TermsPage', ['app']);
const LegalTermsPage = lazyPage(() => import('../features/legal/legal-terms-page'), 'LegalTermsPage', ['legal']);
const AppLayout = lazyPage(() => import('./layout/app-layout'), 'AppLayout', ['app']);
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage', ['funding']);
const FinishProfilePage = lazyPage(() => import('../features/onboarding/finish-profile-page'), 'FinishProfilePage', [
  'onboarding',
]);
const InvitesPage = lazyPage(() => import('../features/invites/invites-page'), 'InvitesPage');
const GiftPage = lazyPage(() => import('../features/gift/gift-page'), 'GiftPage');
const SecurityPage = lazyPage(() => import('../features/account/security-page'), 'SecurityPage');
const AccountSettingsPage = lazyPage(() => import('../features/account/account-settings-page'), 'AccountSettingsPage');
const OnboardingUsersPage = lazyPage(
  () => import('../features/admin/onboarding/onboarding-users-page'),
  'OnboardingUsersPage',
  ['admin'],
);
const OnboardingUserPage = lazyPage(
  () => import('../features/admin/onboarding/onboarding-user-page'),
  'OnboardingUserPage',
  ['admin'],
);
const FundingPage = lazyPage(() => import('../features/funding/funding-page'), 'FundingPage', ['funding']);
const CardPaymentPage = lazyPage(() => import('../features/funding/card-payment-page'), 'CardPaymentPage', [
  'funding',
  'onboarding',
]);
const BankTransferPage = lazyPage(() => import('../features/funding/bank-transfer-page'), 'BankTransferPage', [
  'funding',
]);
const WithdrawPage = lazyPage(() => import('../features/funding/withdraw-page'), 'WithdrawPage', ['funding']);
const PaymentHistoryPage = lazyPage(() => import('../features/funding/payment-history-page'), 'PaymentHistoryPage', [
  'funding',
]);
const UsdcPage = lazyPage(() => import('../features/funding/usdc-page'), 'UsdcPage', ['funding']);
const MetamaskPage = lazyPage(() => import('../features/funding/metamask-page'), 'MetamaskPage', ['funding']);
const LightningPage = lazyPage(() => import('../features/funding/lightning-page'), 'LightningPage', ['funding']);
const ChangeNowPage = lazyPage(() => import('../features/funding/changenow-page'), 'ChangeNowPage', ['funding']);
const ChangellyPage = lazyPage(() => import('../features/funding/changelly-page'), 'ChangellyPage', ['funding']);
const TransakPage = lazyPage(() => import('../features/funding/transak-page'), 'TransakPage', ['funding']);
const ChangellyBuyPage = lazyPage(() => import('../features/funding/changelly-buy-page'), 'ChangellyBuyPage', [
  'funding',
]);
const BmnPage = lazyPage(() => import('../features/funding/bmn-page'), 'BmnPage', ['funding']);
const BankDetailsPage = lazyPage(() => import('../features/funding/bank-details-page'), 'BankDetailsPage', [
  'funding',
  'onboarding',
]);
const TradingPage = lazyPage(() => import('../features/trading/trading-page'), 'TradingPage', ['trading']);
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/** The routes of SPEC 2, the account screens and the default terms document. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<GuestOnly />}>
          <Route index element={<LandingPage />} />
          <Route path="sign-in" element={<SignInPage />} />
          <Route path="sign-up" element={<SignUpPage />} />
          <Route path="two-factor" element={<TwoFactorPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
        </Route>
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="legal/terms" element={<LegalTermsPage />} />
        <Route element={<RequireSession />}>
          <Route path="terms" element={<TermsPage />} />
          <Route element={<AppLayout />}>
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="finish-profile/:step" element={<FinishProfilePage />} />
            <Route path="invites" element={<InvitesPage />} />
            <Route path="gift/*" element={<GiftPage />} />
            <Route path="account/security" element={<SecurityPage />} />
            <Route path="account/settings" element={<AccountSettingsPage />} />
            <Route path="account/bank-details" element={<BankDetailsPage />} />
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
            <Route path="trading" element={<TradingPage />} />
            <Route path="trading/:symbol" element={<TradingPage />} />
            <Route element={<RequireAdmin />}>
              <Route path="admin/onboarding" element={<OnboardingUsersPage />} />
              <Route path="admin/onboarding/:id" element={<OnboardingUserPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="_app/*" element={<AppAliasRedirect />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
