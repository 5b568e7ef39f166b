import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../shared/ui/icons';
import { SupportContact } from './support-contact';

/** SPEC 4: the user reached the last step the offering allows and matches its restriction; whom to ask about it. */
export function IpoRestrictionScreen({
  restriction,
}: {
  restriction: { ipo_closed: boolean; redirect_path: string } | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2} fz="xl">
          {t('onboarding.restriction.title')}
        </Title>
        <Alert color="orange" variant="light" icon={<AlertIcon />} role="alert">
          {restriction?.ipo_closed ? t('onboarding.restriction.closed') : t('onboarding.restriction.restricted')}
        </Alert>
        <SupportContact subject={t('onboarding.restriction.title')} />
        <Group>
          <Button component={Link} to={restriction?.redirect_path ?? '/dashboard'}>
            {t('onboarding.restriction.goOn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
