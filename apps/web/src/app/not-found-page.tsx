import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../shared/ui/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Text fz={56} fw={700} c="dimmed" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={26}>
          {t('errors.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('errors.notFoundBody')}</Text>
        <Button component={Link} to="/">
          {t('errors.home')}
        </Button>
      </Stack>
    </Center>
  );
}
