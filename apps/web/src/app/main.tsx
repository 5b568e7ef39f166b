import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import './color-schemes.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { shareStyleNonce } from '../shared/ui/style-nonce';
import { initI18n } from './i18n/i18n';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { SessionEffects } from './session-effects';

initI18n();
shareStyleNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <BrowserRouter useTransitions={false}>
        <SessionEffects />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
