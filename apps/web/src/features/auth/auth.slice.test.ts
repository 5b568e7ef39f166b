import { describe, expect, it } from 'vitest';
import { makeSession, makeUser } from '../../test-support/factories';
import {
  authSlice,
  initialAuthState,
  loggedOut,
  signedIn,
  tokenRefreshed,
  twoFactorChanged,
  userUpdated,
} from './auth.slice';

const reduce = authSlice.reducer;

describe('auth slice', () => {
  it('starts signed out with the spec defaults', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual(initialAuthState);
    expect(state.token).toBeNull();
    expect(state.twoFAEnabled).toBe(false);
    expect(state.isSuperAdmin).toBe(false);
  });

  it('sets isSuperAdmin when the user has the super-admin role', () => {
    const state = reduce(undefined, userUpdated(makeUser({ roles: ['investor', 'super-admin'] })));
    expect(state.isSuperAdmin).toBe(true);
  });

  it('clears isSuperAdmin when the user no longer has the role', () => {
    const admin = reduce(undefined, userUpdated(makeUser({ roles: ['super-admin'] })));
    const state = reduce(admin, userUpdated(makeUser({ roles: ['investor'] })));
    expect(state.isSuperAdmin).toBe(false);
  });

  it('stores the token, user and expiry of a new session', () => {
    const now = 1_700_000_000_000;
    const user = makeUser({ roles: ['super-admin'], two_factor_enabled: true });
    const state = reduce(undefined, signedIn(makeSession('token-1', user, 900), { verifiedWithCode: true, now }));
    expect(state.token).toBe('token-1');
    expect(state.user).toEqual(user);
    expect(state.tokenExpire).toBe(now + 900_000);
    expect(state.isSuperAdmin).toBe(true);
    expect(state.twoFAEnabled).toBe(true);
    expect(state.hasTwoFA).toBe(true);
    expect(state.lastSignedIn).toBe(now);
    expect(state.lastTimestamp).toBe(now);
  });

  it('clears the inactivity notice on a new sign-in', () => {
    const inactive = reduce(undefined, loggedOut({ inactive: true }));
    expect(inactive.wasInactive).toBe(true);
    const state = reduce(inactive, signedIn(makeSession('token-1'), { verifiedWithCode: false }));
    expect(state.wasInactive).toBe(false);
  });

  it('keeps the last activity and sign-in time when a token is refreshed', () => {
    const signedInState = reduce(undefined, signedIn(makeSession('old'), { verifiedWithCode: false, now: 1000 }));
    const state = reduce(signedInState, tokenRefreshed(makeSession('new', makeUser(), 60), 5000));
    expect(state.token).toBe('new');
    expect(state.tokenExpire).toBe(65_000);
    expect(state.lastSignedIn).toBe(1000);
    expect(state.lastTimestamp).toBe(1000);
  });

  it('logging out sets token to none, twoFAEnabled to false and the user to empty', () => {
    const user = makeUser({ roles: ['super-admin'], two_factor_enabled: true });
    const signedInState = reduce(undefined, signedIn(makeSession('token-1', user), { verifiedWithCode: true }));
    const state = reduce({ ...signedInState, rememberMe: true }, loggedOut());
    expect(state.token).toBeNull();
    expect(state.twoFAEnabled).toBe(false);
    expect(state.user).toBeNull();
    expect(state.isSuperAdmin).toBe(false);
    expect(state.tokenExpire).toBeNull();
    expect(state.wasInactive).toBe(false);
    expect(state.rememberMe).toBe(true);
  });

  it('remembers that an inactivity sign-out happened', () => {
    const state = reduce(undefined, loggedOut({ inactive: true }));
    expect(state.wasInactive).toBe(true);
  });

  it('updates the two-factor flag of the account and its user', () => {
    const signedInState = reduce(undefined, signedIn(makeSession('token-1'), { verifiedWithCode: false }));
    const state = reduce(signedInState, twoFactorChanged(true));
    expect(state.twoFAEnabled).toBe(true);
    expect(state.user?.two_factor_enabled).toBe(true);
  });
});
