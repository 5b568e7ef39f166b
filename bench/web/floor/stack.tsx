// The floor of the web app's chosen stack (ARCHITECTURE.md): the floor page's React and Mantine
// button, plus what every page of the app runs on, each used as little as a page can: React Router
// with one route, a Redux Toolkit store with one RTK Query endpoint, persisted by redux-persist, and
// i18next through react-i18next for the button's wording.
import '@mantine/core/styles.css';
import { Button, MantineProvider } from '@mantine/core';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/es/storage';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ health: build.query<unknown, void>({ query: () => 'healthz' }) }),
});
const store = configureStore({
  reducer: persistReducer({ key: 'floor', storage, whitelist: [] }, api.reducer),
  middleware: (defaults) => defaults({ serializableCheck: false }).concat(api.middleware),
});
persistStore(store);
void i18next.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { continue: 'Continue' } } },
  initAsync: false,
  showSupportNotice: false,
});

function Page() {
  const { t } = useTranslation();
  api.useHealthQuery();
  return <Button>{t('continue')}</Button>;
}

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <Provider store={store}>
    <I18nextProvider i18n={i18next}>
      <MantineProvider forceColorScheme="dark" getStyleNonce={() => nonce}>
        <BrowserRouter>
          <main>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </main>
        </BrowserRouter>
      </MantineProvider>
    </I18nextProvider>
  </Provider>,
);
