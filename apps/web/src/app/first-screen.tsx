import type { DomainSettings } from '@invest/contracts';
import type { ColorScheme } from '@invest/contracts/page-hints';
import { configureStore } from '@reduxjs/toolkit';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { apiSession } from '../features/auth';
import { api } from '../shared/api/api';
import type { ApiExtra } from '../shared/api/base-query';
import type { AppStore } from '../shared/store/app-store';
import { settingsLoaded, themeTypeChanged } from './app.slice';
import { applyWording, initI18n } from './i18n/i18n';
import { AppShellPlaceholder } from './layout/app-shell-placeholder';
import { Providers } from './providers';
import { rootReducer } from './root-reducer';
import { AppRoutes, isAppShellPage, isServerDrawnPage, preloadPagesFor } from './router';

initI18n();

/**
 * Stands where the browser's tree has SessionEffects (start.tsx), which render nothing and work on
 * the browser's persisted store: the server's tree keeps the same shape, so element ids match.
 */
function BrowserSessionEffects() {
  return null;
}

export interface FirstScreenRequest {
  /** The address with its query, as the browser asked for it. */
  url: string;
  settings: DomainSettings;
  colorScheme: ColorScheme;
  /** The response's style nonce, for the style elements of the UI library. */
  nonce: string;
}

/**
 * The markup of a signed-out page (landing, sign-in, sign-up...) as the app draws it for a visitor
 * without a session, built by the server's render of this module (`vite build --ssr`): the browser
 * paints it at once, and the app, once loaded, adopts it (the same tree as start.tsx's). Null for
 * every other page. Renders one page at a time: the texts are shared by all domains.
 */
export async function renderFirstScreen({ url, settings, colorScheme, nonce }: FirstScreenRequest) {
  const { pathname } = new URL(url, 'http://first-screen');
  if (!isServerDrawnPage(pathname)) return null;
  await preloadPagesFor(pathname);
  return renderWithApp({ url, settings, colorScheme, nonce }, <AppRoutes />);
}

/**
 * The signed-in shell (AppShellPlaceholder) of a page behind sign-in, for a browser with a session:
 * painted before the app's code has loaded, then replaced by the app's drawing. Null for every other page.
 */
export async function renderAppShell({ url, settings, colorScheme, nonce }: FirstScreenRequest) {
  const { pathname } = new URL(url, 'http://first-screen');
  if (!isAppShellPage(pathname)) return null;
  return renderWithApp({ url, settings, colorScheme, nonce }, <AppShellPlaceholder />);
}

function renderWithApp({ url, settings, colorScheme, nonce }: FirstScreenRequest, screen: ReactNode) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { session: apiSession } satisfies ApiExtra } }).concat(
        api.middleware,
      ),
  });
  store.dispatch(settingsLoaded(settings));
  store.dispatch(themeTypeChanged(colorScheme));
  applyWording(settings.wording);
  return renderToString(
    <StrictMode>
      <Providers store={store as unknown as AppStore} styleNonce={() => nonce}>
        <StaticRouter location={url}>
          <BrowserSessionEffects />
          {screen}
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
