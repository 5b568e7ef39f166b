import type { PersistConfig } from 'redux-persist';

/** SPEC 3 and 4: only the auth and app sections are persisted; restoring gives up after 5000 ms. */
export function createPersistConfig<State>(storage: PersistConfig<State>['storage']): PersistConfig<State> {
  return {
    key: 'root',
    version: 1,
    storage,
    whitelist: ['auth', 'app'],
    timeout: 5000,
  };
}
