import type { Payment } from '@invest/contracts';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import toneClasses from '../../shared/ui/tone-badge.module.css';
import { netOf } from './fees';
import { FundingSection, SandboxBadge } from './funding-screen';
import { PaymentStatusBadge } from './payment-labels';

/**
 * What a payment's state means to its owner: `pending` while it is under way (each method says what
 * it waits for), the amount added once completed, the reason once failed.
 */
export function usePaymentMessage(payment: Payment, pending: string): string {
  const { t } = useTranslation();
  if (payment.status === 'FAILED') {
    return payment.failure_reason
      ? t('funding.live.FAILED', { reason: payment.failure_reason })
      : t('funding.live.failedNoReason');
  }
  if (payment.status === 'PENDING') return pending;
  return t('funding.live.COMPLETED', { amount: formatMoney(netOf(payment), payment.asset), asset: payment.asset });
}

/**
 * One payment followed live: its status badge, amount and what its state means (announced politely
 * as it changes), with what the method shows of it (`children`: where to pay, what was asked) and
 * what the user may do next (`actions`).
 */
export function PaymentStatusPanel({
  title,
  payment,
  message,
  children,
  actions,
}: {
  title: string;
  payment: Payment;
  message: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <FundingSection
      title={title}
      aside={
        <Group gap="xs">
          {payment.is_sandbox ? <SandboxBadge /> : null}
          <PaymentStatusBadge status={payment.status} />
        </Group>
      }
    >
      <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(payment.amount, payment.asset)} {payment.asset}
      </Text>
      {children}
      <Text
        role="status"
        aria-live="polite"
        className={payment.status === 'FAILED' ? toneClasses.negative : undefined}
        c={payment.status === 'FAILED' ? 'var(--tone-text)' : undefined}
      >
        {message}
      </Text>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </FundingSection>
  );
}
