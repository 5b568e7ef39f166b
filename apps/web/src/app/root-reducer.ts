import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice, loggedOut } from '../features/auth';
import { tradingSlice } from '../features/trading';
import { api } from '../shared/api/api';
import { appSlice, notificationCountChanged, policyAnswersForgotten } from './app.slice';

/** Every section of the client state; the browser's store persists some of them, the server's first screen none. */
const sectionsReducer = combineReducers({
  auth: authSlice.reducer,
  app: appSlice.reducer,
  trading: tradingSlice.reducer,
  [api.reducerPath]: api.reducer,
});

type RootState = ReturnType<typeof sectionsReducer>;

/**
 * The client state's reducer; signing out also forgets what of the app section was the user's: the
 * policies they accepted and their unread notification count.
 */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const next = sectionsReducer(state, action);
  if (!loggedOut.match(action)) return next;
  const withoutPolicies = appSlice.reducer(next.app, policyAnswersForgotten());
  return { ...next, app: appSlice.reducer(withoutPolicies, notificationCountChanged(0)) };
}
