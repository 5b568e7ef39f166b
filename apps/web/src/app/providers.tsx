import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { useAppSelector } from '../shared/store/hooks';
import { PageLoader } from '../shared/ui/page-loader';
import { styleNonce } from '../shared/ui/style-nonce';
import { ErrorAlertHost } from './error-alert-host';
import { cssVariablesResolver, mantineTheme } from './mantine-theme';
import { NotificationsHost } from './notifications-host';
import { persistor, store } from './store';
import { TenantSettingsGate } from './tenant-settings-gate';

/** Every modal's and drawer's close button is named in the reader's language. */
function useLabelledMantineTheme() {
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(mantineTheme, {
      components: { Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } },
    });
  }, [t]);
}

function ThemedMantineProvider({ children }: { children: ReactNode }) {
  const themeType = useAppSelector((state) => state.app.themeType);
  const theme = useLabelledMantineTheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={themeType}
      getStyleNonce={styleNonce}
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemedMantineProvider>
        <NotificationsHost />
        <PersistGate loading={<PageLoader fullScreen />} persistor={persistor}>
          <TenantSettingsGate>{children}</TenantSettingsGate>
          <ErrorAlertHost />
        </PersistGate>
      </ThemedMantineProvider>
    </ReduxProvider>
  );
}
