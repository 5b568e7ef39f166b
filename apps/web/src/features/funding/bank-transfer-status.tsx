import type { Payment, PaymentStatus } from '@invest/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { type BadgeTone, ToneBadge } from '../../shared/ui/tone-badge';
import { usePaymentsQuery } from './funding.api';
import { FundingSection } from './funding-screen';

/** The bank transfer's states in the words of a transfer: awaited, credited or returned. */
const states: Record<PaymentStatus, { key: 'awaiting' | 'credited' | 'returned'; tone: BadgeTone }> = {
  PENDING: { key: 'awaiting', tone: 'warning' },
  confirmed: { key: 'awaiting', tone: 'warning' },
  COMPLETED: { key: 'credited', tone: 'positive' },
  FAILED: { key: 'returned', tone: 'negative' },
};

/** The latest bank transfer the user announced: where it stands and what happens next. */
function TransferState({ payment, reference }: { payment: Payment; reference: string }) {
  const { t } = useTranslation();
  const state = states[payment.status];
  const amount = formatMoney(payment.amount, payment.asset);
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Group gap="sm">
        <ToneBadge tone={state.tone}>{t(`funding.bank.state.${state.key}`)}</ToneBadge>
        <Text size="sm" fw={600}>
          {t('funding.bank.state.amount', { amount, asset: payment.asset })}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(payment.created_at)}
        </Text>
      </Group>
      <Text size="sm">{t(`funding.bank.state.${state.key}Next`, { amount, asset: payment.asset, reference })}</Text>
      {payment.status === 'FAILED' && payment.failure_reason ? (
        <Text size="sm" c="dimmed">
          {payment.failure_reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The user's latest bank transfer, kept live by the screen's payment feed; nothing before the first. */
export function LatestBankTransfer({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const payments = usePaymentsQuery({ page: 1, limit: 5, direction: 'deposit', method: 'BANK TRANSFER' });
  const latest = payments.data?.items[0];
  if (!latest) return null;
  return (
    <FundingSection title={t('funding.bank.state.title')}>
      <TransferState payment={latest} reference={reference} />
    </FundingSection>
  );
}
