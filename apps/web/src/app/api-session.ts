import { type AuthState, loggedOut, tokenRefreshed } from '../features/auth/auth.slice';
import type { ApiSession } from '../shared/api/base-query';
import { accountDetailsLoaded } from './app.slice';

/**
 * The session the API client carries (SPEC 4 "Session token"): the auth section's token, kept anew
 * after a refresh and cleared when the refresh fails, and the trading account the app section keeps.
 */
export const apiSession: ApiSession = {
  tokenOf: (state) => (state as { auth?: AuthState }).auth?.token ?? null,
  refreshed: (session, now) => tokenRefreshed(session, now),
  expired: () => loggedOut(),
  tradingAccountLoaded: accountDetailsLoaded,
};
