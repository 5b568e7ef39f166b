import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import './color-schemes.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readAppConfig } from '../shared/api/app-config';
import { shareStyleNonce } from '../shared/ui/style-nonce';
import { applyWording, initI18n } from './i18n/i18n';
import { Providers } from './providers';
import { AppRoutes, preloadPagesFor } from './router';
import { SessionEffects } from './session-effects';
import { whenRestored } from './store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

initI18n();
const pageSettings = readAppConfig().settings;
if (pageSettings) applyWording(pageSettings.wording);
shareStyleNonce();

/**
 * The first render waits for the persisted session and the code of the address's pages, so it draws
 * the whole screen at once where the server's rendering of it stood (a failed page load is left to
 * the route's error boundary). It renders as a transition, in slices that leave the page responsive.
 * No top-level await: the pages' chunks import this one, which must have finished evaluating.
 */
async function start(container: HTMLElement) {
  await Promise.all([whenRestored(), preloadPagesFor(window.location.pathname).catch(() => undefined)]);
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <BrowserRouter useTransitions={false}>
            <SessionEffects />
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
}

void start(root);
