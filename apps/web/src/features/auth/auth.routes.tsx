import { Route } from 'react-router';
import { lazyPage } from '../../app/lazy-page';

const LandingPage = lazyPage(() => import('./landing-page'), 'LandingPage');
const SignInPage = lazyPage(() => import('./sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('./sign-up-page'), 'SignUpPage');
// The sign-in it finishes is held by the browser alone.
const TwoFactorPage = lazyPage(() => import('./two-factor-page'), 'TwoFactorPage', [], { browserOnly: true });
const SocialSignInPage = lazyPage(() => import('./social-sign-in-page'), 'SocialSignInPage');
const ForgotPasswordPage = lazyPage(() => import('./forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./reset-password-page'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyPage(() => import('./confirm-email-page'), 'ConfirmEmailPage');
const TermsPage = lazyPage(() => import('./terms-page'), 'TermsPage', ['app']);

/**
 * The auth screens of SPEC 2: `guest` ones for signed-out visitors only, email confirmation for
 * anyone (`open`), and the terms a signed-in user accepts before the app (`signedIn`).
 */
export const authRoutes = {
  guest: (
    <>
      <Route index element={<LandingPage />} />
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="sign-up" element={<SignUpPage />} />
      <Route path="two-factor" element={<TwoFactorPage />} />
      <Route path="social-sign-in" element={<SocialSignInPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
    </>
  ),
  open: <Route path="confirm-email" element={<ConfirmEmailPage />} />,
  signedIn: <Route path="terms" element={<TermsPage />} />,
};
