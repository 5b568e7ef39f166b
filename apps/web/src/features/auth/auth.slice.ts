import type { SessionPayload, User } from '@invest/contracts';
import { isSuperAdmin } from '@invest/contracts/roles';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface IpInfo {
  ip: string;
}

/** A confirmation email that was sent and is waiting to be opened. */
interface EmailConfirmation {
  email: string;
  sentAt: number;
}

/** The auth section of SPEC 3 "Client session state" (persisted). */
export interface AuthState {
  token: string | null;
  user: User | null;
  showSplash: boolean;
  rememberMe: boolean;
  /** Epoch milliseconds at which the access token expires. */
  tokenExpire: number | null;
  /** The signed-in account has two-factor authentication turned on. */
  twoFAEnabled: boolean;
  /** The current session was verified with a one-time code. */
  hasTwoFA: boolean;
  emailConfirmation: EmailConfirmation | null;
  ignoredMessages: string[];
  /** Epoch milliseconds of the last user activity seen while signed in. */
  lastTimestamp: number | null;
  wasInactive: boolean;
  isSuperAdmin: boolean;
  /** Epoch milliseconds of the last successful sign-in. */
  lastSignedIn: number | null;
  ipInfo: IpInfo | null;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  showSplash: true,
  rememberMe: false,
  tokenExpire: null,
  twoFAEnabled: false,
  hasTwoFA: false,
  emailConfirmation: null,
  ignoredMessages: [],
  lastTimestamp: null,
  wasInactive: false,
  isSuperAdmin: false,
  lastSignedIn: null,
  ipInfo: null,
};

interface SessionUpdate {
  token: string;
  user: User;
  tokenExpire: number;
  now: number;
}

function toSessionUpdate(session: Pick<SessionPayload, 'access_token' | 'expires_in' | 'user'>, now: number) {
  return {
    payload: {
      token: session.access_token,
      user: session.user,
      tokenExpire: now + session.expires_in * 1000,
      now,
    } satisfies SessionUpdate,
  };
}

function setUser(state: AuthState, user: User) {
  state.user = user;
  state.isSuperAdmin = isSuperAdmin(user);
  state.twoFAEnabled = user.two_factor_enabled;
}

function applySession(state: AuthState, { token, user, tokenExpire }: SessionUpdate) {
  state.token = token;
  state.tokenExpire = tokenExpire;
  setUser(state, user);
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A new session from login, 2FA, or registration. */
    signedIn: {
      reducer(state, action: PayloadAction<SessionUpdate & { verifiedWithCode: boolean }>) {
        applySession(state, action.payload);
        state.hasTwoFA = action.payload.verifiedWithCode;
        state.lastSignedIn = action.payload.now;
        state.lastTimestamp = action.payload.now;
        state.wasInactive = false;
      },
      prepare(session: SessionPayload, options: { verifiedWithCode: boolean; now?: number }) {
        const { payload } = toSessionUpdate(session, options.now ?? Date.now());
        return { payload: { ...payload, verifiedWithCode: options.verifiedWithCode } };
      },
    },
    tokenRefreshed: {
      reducer(state, action: PayloadAction<SessionUpdate>) {
        applySession(state, action.payload);
      },
      prepare: (session: SessionPayload, now: number = Date.now()) => toSessionUpdate(session, now),
    },
    userUpdated(state, action: PayloadAction<User>) {
      setUser(state, action.payload);
    },
    twoFactorChanged(state, action: PayloadAction<boolean>) {
      state.twoFAEnabled = action.payload;
      if (state.user) state.user.two_factor_enabled = action.payload;
    },
    rememberMeChanged(state, action: PayloadAction<boolean>) {
      state.rememberMe = action.payload;
    },
    confirmationEmailSent(state, action: PayloadAction<EmailConfirmation>) {
      state.emailConfirmation = action.payload;
    },
    activityRecorded(state, action: PayloadAction<number>) {
      state.lastTimestamp = action.payload;
    },
    inactivityNoticeDismissed(state) {
      state.wasInactive = false;
    },
    ipInfoLoaded(state, action: PayloadAction<IpInfo>) {
      state.ipInfo = action.payload;
    },
    /** Logging out or clearing the session (SPEC 4 "Session token"). */
    loggedOut: {
      reducer(state, action: PayloadAction<{ inactive: boolean }>) {
        state.token = null;
        state.user = null;
        state.twoFAEnabled = false;
        state.hasTwoFA = false;
        state.isSuperAdmin = false;
        state.tokenExpire = null;
        state.lastTimestamp = null;
        state.emailConfirmation = null;
        state.wasInactive = action.payload.inactive;
      },
      prepare: (options: { inactive: boolean } = { inactive: false }) => ({ payload: options }),
    },
  },
});

export const {
  signedIn,
  tokenRefreshed,
  userUpdated,
  twoFactorChanged,
  rememberMeChanged,
  confirmationEmailSent,
  activityRecorded,
  inactivityNoticeDismissed,
  ipInfoLoaded,
  loggedOut,
} = authSlice.actions;
