import type { Payment } from '@invest/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardPaymentQuery } from './funding.api';
import { PaymentStatusPanel, usePaymentMessage } from './payment-status-panel';
import { SettledActions } from './settled-actions';
import { useFollowPayment } from './use-follow-payment';

/**
 * A card payment's status, followed live while it is PENDING (the provider settles it a moment
 * later) and announced as it changes; once settled the balances and history are refreshed.
 */
export function CardPaymentStatus({ initial, onAnother }: { initial: Payment; onAnother: () => void }) {
  const { t } = useTranslation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const payment = useCardPaymentQuery(initial.id, { pollingInterval }).data ?? initial;
  useFollowPayment(payment, setPollingInterval);
  const message = usePaymentMessage(payment, t('funding.card.PENDING'));

  return (
    <PaymentStatusPanel
      title={t('funding.card.statusTitle')}
      payment={payment}
      message={message}
      actions={<SettledActions payment={payment} another={t('funding.card.another')} onAnother={onAnother} />}
    />
  );
}
