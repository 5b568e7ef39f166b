import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { StillNeededChecklist, useRegistrationChecklistQuery } from '../onboarding';

/**
 * The onboarding checklist in full while trading is still locked; once trading is open, one line that
 * says so and how many items are left, linking to the full list in the account settings.
 */
export function OnboardingStatus({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  const checklist = useRegistrationChecklistQuery(undefined, { skip: !isVerified });
  const data = checklist.data;
  const isTradingOpen = data?.access.some((entry) => entry.unlock === 'trading' && entry.is_open) ?? false;
  if (!isTradingOpen || !data) return <StillNeededChecklist />;
  if (data.is_complete) return null;
  const left = data.items.filter((entry) => entry.status !== 'done').length;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('dashboard.onboarding.label')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <CheckCircleIcon size={20} />
          <Text size="sm">{t('dashboard.onboarding.tradingOpen', { count: left })}</Text>
        </Group>
        <Button component={Link} to="/account/settings" size="xs" variant="default">
          {t('dashboard.onboarding.seeList')}
        </Button>
      </Group>
    </Paper>
  );
}
