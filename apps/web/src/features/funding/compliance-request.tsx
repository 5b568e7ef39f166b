import type { Payment } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/api/api-error';
import { useNotifyComplianceTeamMutation } from './deposits.api';
import { ProblemText } from './problem-text';

/**
 * A USDC deposit the custody provider refused (its screening rejected the transfer) is not credited:
 * its owner may ask the domain's compliance team to review it (POST notify-compliance-team), once.
 */
export function ComplianceRequest({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const [notify, state] = useNotifyComplianceTeamMutation();
  if (payment.method !== 'USDC TRANSFER' || payment.status !== 'FAILED') return null;
  if (state.isSuccess) {
    return (
      <Text size="sm" role="status">
        {t('funding.usdc.complianceTold')}
      </Text>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" variant="default" loading={state.isLoading} onClick={() => void notify(payment.id)}>
        {t('funding.usdc.complianceAsk')}
      </Button>
      {state.isError ? (
        <ProblemText size="xs" role="alert">
          {isApiError(state.error) && state.error.message ? state.error.message : t('funding.usdc.complianceFailed')}
        </ProblemText>
      ) : null}
    </Stack>
  );
}
