import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice, loggedOut } from '../features/auth';
import { tradingSlice } from '../features/trading';
import { api } from '../shared/api/api';
import { appSlice, policyAnswersForgotten } from './app.slice';

/** Every section of the client state; the browser's store persists some of them, the server's first screen none. */
const sectionsReducer = combineReducers({
  auth: authSlice.reducer,
  app: appSlice.reducer,
  trading: tradingSlice.reducer,
  [api.reducerPath]: api.reducer,
});

type RootState = ReturnType<typeof sectionsReducer>;

/** The client state's reducer; signing out also forgets the policies the user accepted (the app section). */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const next = sectionsReducer(state, action);
  return loggedOut.match(action) ? { ...next, app: appSlice.reducer(next.app, policyAnswersForgotten()) } : next;
}
