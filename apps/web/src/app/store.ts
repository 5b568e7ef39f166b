import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, persistReducer, persistStore, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { apiSession } from '../features/auth';
import { currencySelected, currencyStorageKey } from '../features/trading';
import { api } from '../shared/api/api';
import { readAppConfig } from '../shared/api/app-config';
import type { ApiExtra } from '../shared/api/base-query';
import { settingsLoaded } from './app.slice';
import { createPersistConfig } from './persist-config';
import { rootReducer } from './root-reducer';

const persistedReducer = persistReducer(createPersistConfig<ReturnType<typeof rootReducer>>(storage), rootReducer);

export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  actionCreator: currencySelected,
  effect: (action) => {
    try {
      localStorage.setItem(currencyStorageKey, action.payload);
    } catch {
      // Storage can be full or blocked; the selection still holds for this page.
    }
  },
});

export const store = configureStore({
  reducer: persistedReducer,
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware({
      thunk: { extraArgument: { session: apiSession } satisfies ApiExtra },
      serializableCheck: {
        ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
        // An upload's arguments hold its FormData and progress callback.
        ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/],
      },
    })
      .prepend(listenerMiddleware.middleware)
      .concat(api.middleware),
});

/** The domain's settings the page was served with win over the ones persisted by an earlier visit. */
const pageSettings = readAppConfig().settings;
export const persistor = persistStore(store, null, () => {
  if (pageSettings) store.dispatch(settingsLoaded(pageSettings));
});

type Store = typeof store;

declare module '../shared/store/app-store' {
  interface AppStore extends Store {}
}

/** Resolves once the persisted sections are back in the store. */
export function whenRestored(): Promise<void> {
  return new Promise((resolve) => {
    const restored = () => persistor.getState().bootstrapped;
    if (restored()) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (!restored()) return;
      unsubscribe();
      resolve();
    });
  });
}
