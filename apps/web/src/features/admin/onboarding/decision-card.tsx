import type { OnboardingUserDetail } from '@invest/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card';
import type { PendingReview } from './review-modal';
import { StatusBadge } from './status-badge';

/** The account's approval, its reason and investor id, with approve and refuse. */
export function DecisionCard({
  detail,
  name,
  onReview,
}: {
  detail: OnboardingUserDetail;
  name: string;
  onReview: (review: PendingReview) => void;
}) {
  const { t } = useTranslation();
  const { approval, investor_id } = detail.user;
  return (
    <SectionCard
      id="decision-title"
      title={t('admin.user.decisionTitle')}
      description={t('admin.user.decisionDescription')}
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.user.currentDecision')}
          </Text>
          <StatusBadge status={approval} label={t(`admin.onboarding.approvals.${approval}`)} />
        </Group>
        {detail.approval_reason ? (
          <Text size="sm">{t('admin.user.decisionReason', { reason: detail.approval_reason })}</Text>
        ) : null}
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.user.investorId')}
          </Text>
          <Text size="sm" ff={investor_id ? 'monospace' : undefined}>
            {investor_id ?? t('admin.user.none')}
          </Text>
        </Group>
        <Group gap="sm" mt="xs">
          <Button color="green" autoContrast onClick={() => onReview({ target: 'user', action: 'approve', name })}>
            {t('admin.user.approve')}
          </Button>
          <Button color="red" variant="light" onClick={() => onReview({ target: 'user', action: 'refuse', name })}>
            {t('admin.user.refuse')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
