import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { PageHeader } from '../../shared/ui/page-header';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { labelledSteps } from './onboarding-steps';

/** `/finish-profile/:step`: lists the onboarding steps; the onboarding flow itself comes later. */
export function FinishProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.pageTitle'));
  const { step: stepPath = '' } = useParams();
  const registrationSteps = useAppSelector(
    (state) => state.auth.user?.registration_domain_settings.registration_steps ?? [],
  );
  const currentStep = registrationSteps.find((step) => step.path === stepPath)?.step ?? stepPath;

  return (
    <>
      <PageHeader title={t('onboarding.title')} description={t('onboarding.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={720}>
        <Stack gap="lg">
          <ol aria-label={t('onboarding.stepsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <Stack gap="sm">
              {labelledSteps.map((step, index) => {
                const isCurrent = step === currentStep;
                return (
                  <li key={step} aria-current={isCurrent ? 'step' : undefined}>
                    <Group gap="md" wrap="nowrap">
                      <ThemeIcon variant={isCurrent ? 'filled' : 'light'} radius="xl" size={32} aria-hidden="true">
                        <Text size="sm" fw={600}>
                          {index + 1}
                        </Text>
                      </ThemeIcon>
                      <Text fw={isCurrent ? 600 : 400}>{t(`onboarding.steps.${step}`)}</Text>
                      {isCurrent ? (
                        <Badge variant="light" size="sm">
                          {t('onboarding.current')}
                        </Badge>
                      ) : null}
                    </Group>
                  </li>
                );
              })}
            </Stack>
          </ol>
          <Text size="sm" c="dimmed">
            {t('onboarding.comingSoon')}
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
