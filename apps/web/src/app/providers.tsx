import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { AppStore } from '../shared/store/app-store';
import { useAppSelector } from '../shared/store/hooks';
import { ErrorAlertHost } from './error-alert-host';
import { cssVariablesResolver, mantineTheme } from './mantine-theme';
import { NotificationsHost } from './notifications-host';
import { TenantSettingsGate } from './tenant-settings-gate';

/** Every modal's, drawer's and notification's close button is named in the reader's language. */
function useLabelledMantineTheme() {
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common.close') };
    return mergeThemeOverrides(mantineTheme, {
      components: {
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
}

function ThemedMantineProvider({ children, styleNonce }: { children: ReactNode; styleNonce: () => string }) {
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

/**
 * The app's state, UI library, tenant settings and alert hosts. The browser renders it once the
 * persisted state is restored (start.tsx), the server with a store of its own (first-screen.tsx):
 * both draw the same tree, so the browser adopts the server's markup of a signed-out page.
 */
export function Providers({
  children,
  store,
  styleNonce,
}: {
  children: ReactNode;
  store: AppStore;
  /** The page's CSP nonce for the style elements of the UI library. */
  styleNonce: () => string;
}) {
  return (
    <ReduxProvider store={store}>
      <ThemedMantineProvider styleNonce={styleNonce}>
        <NotificationsHost />
        <TenantSettingsGate>{children}</TenantSettingsGate>
        <ErrorAlertHost />
      </ThemedMantineProvider>
    </ReduxProvider>
  );
}
