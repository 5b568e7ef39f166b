import type { KycStatus } from '@invest/contracts';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../../shared/ui/section-card';
import { Fact } from './fact';
import { StatusBadge } from './status-badge';

/** The KYC provider's latest result for the investor. */
export function KycCard({ kyc }: { kyc: KycStatus }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="kyc-title"
      title={t('admin.user.kycTitle')}
      description={t('admin.user.kycDescription')}
      aside={
        kyc.is_sandbox ? (
          <Badge variant="outline" color="gray">
            {t('admin.user.sandbox')}
          </Badge>
        ) : null
      }
    >
      <Stack gap="sm">
        <Group gap="sm">
          <StatusBadge status={kyc.status} label={t(`admin.onboarding.kycStates.${kyc.status}`)} />
        </Group>
        {kyc.reason ? <Text size="sm">{t('admin.user.kycReason', { reason: kyc.reason })}</Text> : null}
        <SimpleGrid cols={2} spacing="sm">
          <Fact label={t('admin.user.submittedAt')} value={formatDateTime(kyc.submitted_at)} />
          <Fact label={t('admin.user.decidedAt')} value={formatDateTime(kyc.decided_at)} />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
