import { combineReducers } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth';
import { tradingSlice } from '../features/trading';
import { api } from '../shared/api/api';
import { appSlice } from './app.slice';

/** Every section of the client state; the browser's store persists some of them, the server's first screen none. */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  app: appSlice.reducer,
  trading: tradingSlice.reducer,
  [api.reducerPath]: api.reducer,
});
