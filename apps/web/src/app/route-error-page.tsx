import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center" role="alert">
        <Title order={1} fz={26}>
          {t('errors.routeTitle')}
        </Title>
        <Text c="dimmed">{t('errors.routeBody')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
      </Stack>
    </Center>
  );
}
