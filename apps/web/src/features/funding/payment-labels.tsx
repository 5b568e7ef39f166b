import type { FundingMethod, Payment, PaymentStatus } from '@invest/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { fundingMethodCatalogue } from './funding-methods';

const tones: Record<PaymentStatus, BadgeTone> = {
  PENDING: 'warning',
  COMPLETED: 'positive',
  confirmed: 'positive',
  FAILED: 'negative',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <ToneBadge tone={tones[status]}>{t(`funding.status.${status}`)}</ToneBadge>;
}

/** A method's name as the comparison shows it ("Card", "Bank transfer"). */
export function useMethodName() {
  const { t } = useTranslation();
  return (method: FundingMethod) => {
    const info = fundingMethodCatalogue.find((candidate) => candidate.method === method);
    return info ? t(`funding.methods.${info.key}.name`) : method;
  };
}

/** The column headers of a list of payments, in the order the lists show them. */
export function usePaymentColumns() {
  const { t } = useTranslation();
  return {
    date: t('funding.history.date'),
    direction: t('funding.history.direction'),
    method: t('funding.history.method'),
    amount: t('funding.history.amount'),
    fee: t('funding.history.fee'),
    status: t('funding.history.status'),
  };
}

/** A payment's status with the reason it failed, for the rows of a list. */
export function PaymentStatusWithReason({ payment }: { payment: Payment }) {
  return (
    <Stack gap={2}>
      <PaymentStatusBadge status={payment.status} />
      {payment.failure_reason ? (
        <Text size="xs" c="dimmed">
          {payment.failure_reason}
        </Text>
      ) : null}
    </Stack>
  );
}
