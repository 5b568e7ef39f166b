import type { OnboardingStatus } from '@invest/contracts/onboarding';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { useCompleteRegistrationMutation } from '../onboarding.api';

/** After the last step: registration is completed on the server, then the way to the dashboard. */
export function ConfirmationScreen({ status }: { status: OnboardingStatus }) {
  const { t } = useTranslation();
  const [complete, completion] = useCompleteRegistrationMutation({ fixedCacheKey: 'complete-registration' });
  const isComplete = status.registration_completed || completion.isSuccess;

  useEffect(() => {
    if (!status.registration_completed && completion.isUninitialized) void complete();
  }, [status.registration_completed, completion.isUninitialized, complete]);

  if (completion.isError) return <QueryError error={completion.error} onRetry={() => void complete()} />;
  if (!isComplete) return <PageLoader />;

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg" align="flex-start">
        <ThemeIcon variant="light" color="teal" size={48} radius="xl">
          <CheckCircleIcon size={26} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t('onboarding.confirmation.title')}
        </Title>
        <Text>
          {status.approval === 'approved'
            ? t('onboarding.confirmation.approved')
            : t('onboarding.confirmation.pending')}
        </Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {t('onboarding.confirmation.toDashboard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
