import { lazySchema } from '../../shared/forms/lazy-schema';

const loadAuthContracts = () => import('@invest/contracts/auth');

/** The auth routes' request schemas for the forms, loaded on demand (see lazy-schema.ts). */
export const authSchemas = {
  login: lazySchema(async () => (await loadAuthContracts()).loginRequestSchema),
  register: lazySchema(async () => (await loadAuthContracts()).registerRequestSchema),
  socialSignUp: lazySchema(async () => (await import('@invest/contracts/social-sign-in')).socialSignUpRequestSchema),
  twoFactorToken: lazySchema(async () => (await loadAuthContracts()).twoFactorTokenRequestSchema),
  recoveryCodeSignIn: lazySchema(async () => (await loadAuthContracts()).recoveryCodeSignInRequestSchema),
  forgotPassword: lazySchema(async () => (await loadAuthContracts()).forgotPasswordRequestSchema),
  resetPassword: lazySchema(async () => (await loadAuthContracts()).resetPasswordRequestSchema),
  emailChange: lazySchema(async () => (await import('@invest/contracts/email-change')).emailChangeRequestSchema),
  confirmEmailChange: lazySchema(
    async () => (await import('@invest/contracts/email-change')).confirmEmailChangeRequestSchema,
  ),
  changePassword: lazySchema(async () => (await loadAuthContracts()).changePasswordRequestSchema),
  enable2fa: lazySchema(async () => (await loadAuthContracts()).enable2faRequestSchema),
  disable2fa: lazySchema(async () => (await loadAuthContracts()).disable2faRequestSchema),
  regenerateRecoveryCodes: lazySchema(async () => (await loadAuthContracts()).regenerateRecoveryCodesRequestSchema),
};
