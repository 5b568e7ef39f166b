import { accountDetailsLoaded } from '../../app/app.slice';
import type { ApiSession } from '../../shared/api/base-query';
import { type AuthState, loggedOut, tokenRefreshed } from './auth.slice';

/**
 * The session the API client carries (SPEC 4 "Session token"): the auth section's token, kept anew
 * after a refresh and cleared when the refresh fails, and the trading account the app section keeps.
 * The store hands it to the base query as its thunk extra argument.
 */
export const apiSession: ApiSession = {
  tokenOf: (state) => (state as { auth?: AuthState }).auth?.token ?? null,
  refreshed: (session, now) => tokenRefreshed(session, now),
  expired: () => loggedOut(),
  tradingAccountLoaded: accountDetailsLoaded,
};
