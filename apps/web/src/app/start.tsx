import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readAppConfig } from '../shared/api/app-config';
import { shareStyleNonce, styleNonce } from '../shared/ui/style-nonce';
import { startErrorReporting } from './error-reporting/error-reporting';
import { applyWording, initI18n } from './i18n/i18n';
import { Providers } from './providers';
import { AppRoutes, preloadPagesFor } from './router';
import { SessionEffects } from './session-effects';
import { store, whenRestored } from './store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

initI18n();
const pageSettings = readAppConfig().settings;
if (pageSettings) applyWording(pageSettings.wording);
shareStyleNonce();

/**
 * The first render waits for the persisted session and the code of the address's pages, so it draws
 * the whole screen at once. Where the server drew the page (a signed-out page, `#root` inert), the
 * app adopts that markup and then lets the visitor use it; should the restored state differ from the
 * server's (a notice only this browser knows of), React draws that part again, which is expected.
 * No top-level await: the pages' chunks import this one, which must have finished evaluating.
 */
async function start(container: HTMLElement) {
  await Promise.all([whenRestored(), preloadPagesFor(window.location.pathname).catch(() => undefined)]);
  const app = (
    <StrictMode>
      <Providers store={store} styleNonce={styleNonce}>
        <BrowserRouter useTransitions={false}>
          <SessionEffects />
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // The signed-in shell (`data-app-shell`) is a placeholder the app draws its screen in place of.
  const adopts = container.hasAttribute('inert') && !container.hasAttribute('data-app-shell');
  container.removeAttribute('data-app-shell');
  // Either way the first render is a transition, which React works through in short slices, so the
  // page goes on answering input while the app takes over.
  startTransition(() => {
    if (adopts) hydrateRoot(container, app, { onRecoverableError: () => undefined });
    else createRoot(container).render(app);
  });
}

// Error reporting (SPEC 7) starts after the app's first screen; its SDK is fetched as error-reporting.ts says.
void start(root).then(() => startErrorReporting(() => store.getState().app.settings, store.subscribe));
