import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainSettingsQuery } from '../features/tenants';
import { readAppConfig } from '../shared/api/app-config';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { PageLoader } from '../shared/ui/page-loader';
import { settingsFailed, settingsLoaded } from './app.slice';
import { applyWording } from './i18n/i18n';
import { applyTheme } from './theme';

const servedWithSettings = readAppConfig().settings !== null;

/**
 * Applies the tenant's theme and wording, and holds the app until the first settings are known. The
 * server renders them into the page; without them (the Vite dev server) they are loaded from GET
 * /v1/ihq/domains/settings, persisted settings rendering at once while they are refreshed.
 */
export function TenantSettingsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((state) => state.app.settings);
  const theme = useAppSelector((state) => state.app.theme);
  const { data, isError, isFetching, refetch } = useDomainSettingsQuery(undefined, { skip: servedWithSettings });

  useEffect(() => {
    if (data) dispatch(settingsLoaded(data));
  }, [data, dispatch]);

  useEffect(() => {
    if (isError) dispatch(settingsFailed());
  }, [isError, dispatch]);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (settings) applyWording(settings.wording);
  }, [settings]);

  if (settings) return children;
  if (!isError) return <PageLoader fullScreen />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <Title order={1} fz={26}>
          {t('errors.startFailedTitle')}
        </Title>
        <Text c="dimmed">{t('errors.startFailedBody')}</Text>
        <Button onClick={() => void refetch()} loading={isFetching}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
