import type { AppDispatch } from '../../shared/store/app-store';
import { authApi } from './auth.api';
import { loggedOut } from './auth.slice';

/** Revokes the token on the server (best effort), then clears the session. */
export function signOut(options: { inactive: boolean } = { inactive: false }) {
  return async (dispatch: AppDispatch) => {
    await dispatch(authApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut(options));
  };
}
