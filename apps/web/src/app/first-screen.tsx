import type { DomainSettings } from '@invest/contracts';
import type { ColorScheme } from '@invest/contracts/page-hints';
import { MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { apiSession } from '../features/auth';
import { api } from '../shared/api/api';
import type { ApiExtra } from '../shared/api/base-query';
import { settingsLoaded, themeTypeChanged } from './app.slice';
import { applyWording, initI18n } from './i18n/i18n';
import { cssVariablesResolver, mantineTheme } from './mantine-theme';
import { rootReducer } from './root-reducer';
import { AppRoutes, isGuestPage, preloadPagesFor } from './router';

initI18n();

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
 * paints it at once, and the app, once loaded, draws the same screen in its place. Null for every
 * other page. Renders one page at a time: the texts are shared by all domains.
 */
export async function renderFirstScreen({ url, settings, colorScheme, nonce }: FirstScreenRequest) {
  const { pathname } = new URL(url, 'http://first-screen');
  if (!isGuestPage(pathname)) return null;
  await preloadPagesFor(pathname);
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
    <ReduxProvider store={store}>
      <MantineProvider
        theme={mantineTheme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme={colorScheme}
        getStyleNonce={() => nonce}
      >
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </MantineProvider>
    </ReduxProvider>,
  );
}
