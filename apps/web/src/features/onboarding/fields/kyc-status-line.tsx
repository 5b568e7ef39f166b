import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKycStatusQuery } from '../onboarding.api';

/** While a check is pending its answer is looked for this often. */
const pendingPollMs = 5000;

const colors = { not_started: 'gray', pending: 'blue', approved: 'teal', refused: 'red' } as const;

/** Where identity verification stands, and why it was refused; labelled Sandbox in test mode. */
export function KycStatusLine() {
  const { t } = useTranslation();
  const kyc = useKycStatusQuery();
  useKycStatusQuery(undefined, {
    pollingInterval: kyc.data?.status === 'pending' ? pendingPollMs : 0,
    skipPollingIfUnfocused: true,
  });
  if (!kyc.data) return null;
  const { status, reason, is_sandbox: isSandbox } = kyc.data;
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Text size="sm">{t('onboarding.kyc.label')}</Text>
      <Badge variant="light" color={colors[status]}>
        {t(`onboarding.kyc.status.${status}`)}
      </Badge>
      {isSandbox ? (
        <Badge variant="outline" color="gray" size="sm">
          {t('onboarding.sandbox')}
        </Badge>
      ) : null}
      {status === 'refused' && reason ? (
        <Text size="sm" c="red">
          {reason}
        </Text>
      ) : null}
    </Group>
  );
}
