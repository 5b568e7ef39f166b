import type { Payment } from '@invest/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../shared/api/api';
import { useCardPaymentQuery } from './funding.api';
import { formatMoney, netOf } from './money';
import { PaymentStatusBadge } from './payment-labels';

const pollEveryMs = 1000;

/**
 * A card payment's status, asked for every second while it is PENDING (the provider settles it a
 * moment later), announced as it changes; once settled the balances and history are refreshed.
 */
export function CardPaymentStatus({ initial, onAnother }: { initial: Payment; onAnother: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [pollingInterval, setPollingInterval] = useState(initial.status === 'PENDING' ? pollEveryMs : 0);
  const query = useCardPaymentQuery(initial.id, { pollingInterval });
  const payment = query.data ?? initial;
  const isPending = payment.status === 'PENDING';

  useEffect(() => {
    if (isPending) return;
    setPollingInterval(0);
    dispatch(api.util.invalidateTags(['Balances', 'Payments']));
  }, [isPending, dispatch]);

  const net = formatMoney(netOf(payment), payment.asset);
  const message =
    payment.status === 'FAILED'
      ? payment.failure_reason
        ? t('funding.card.FAILED', { reason: payment.failure_reason })
        : t('funding.card.failedNoReason')
      : isPending
        ? t('funding.card.PENDING')
        : t('funding.card.COMPLETED', { amount: net });

  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('funding.card.statusTitle')}
          </Title>
          <PaymentStatusBadge status={payment.status} />
        </Group>
        <Text size="xl" fw={700}>
          {formatMoney(payment.amount, payment.asset)} {payment.asset}
        </Text>
        <Text
          role="status"
          aria-live="polite"
          c={payment.status === 'FAILED' ? 'var(--mantine-color-error)' : undefined}
        >
          {message}
        </Text>
        {isPending ? null : (
          <Group gap="sm">
            <Button onClick={onAnother} variant={payment.status === 'FAILED' ? 'filled' : 'default'}>
              {t('funding.card.another')}
            </Button>
            <Button component={Link} to="/dashboard" variant={payment.status === 'FAILED' ? 'default' : 'filled'}>
              {t('funding.card.toDashboard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
