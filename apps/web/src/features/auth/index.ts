export { apiSession } from './api-session';
export { useIpQuery, useMeQuery, useResendConfirmationMutation, useTermsQuery } from './auth.api';
export { authRoutes } from './auth.routes';
export { activityRecorded, authSlice, loggedOut, twoFactorChanged, userUpdated } from './auth.slice';
export { authSchemas } from './auth-schemas';
export { EmailConfirmationBanner } from './email-confirmation-banner';
export { landingPathFor, returnPathOf, returnStateFor } from './landing-path';
export { signOut } from './sign-out';
