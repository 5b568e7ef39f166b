/**
 * The app's Redux store as features see it. app/store.ts merges the type of the real store into this
 * interface, so a feature types its selectors and thunks without importing the store, which is built
 * from the features' slices.
 */
// biome-ignore lint/suspicious/noEmptyInterface: app/store.ts fills it in by declaration merging
export interface AppStore {}

/** The whole client state (SPEC 3 "Client session state" and the cached server data). */
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
