import type { LightningInvoice } from '@invest/contracts';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import { formatCountdown } from './countdown';
import { useLightningInvoiceQuery } from './deposits.api';
import { netOf } from './fees';
import { PaymentStatusPanel } from './payment-status-panel';
import { QrValue } from './qr-code';
import { SettledActions } from './settled-actions';
import { useFollowPayment } from './use-follow-payment';

/**
 * A Lightning invoice to pay: its QR code (a `lightning:` URI, upper-cased as wallets scan it best)
 * and text to copy, the time left to pay it, and its state live: paid (the bitcoin is credited) or
 * expired. Reading it at its expiry is what fails it on the server, so it is read then.
 */
export function LightningInvoiceView({ initial, onAnother }: { initial: LightningInvoice; onAnother: () => void }) {
  const { t } = useTranslation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const invoice = useLightningInvoiceQuery(initial.payment.id, { pollingInterval }).data ?? initial;
  const { payment } = invoice;
  const secondsLeft = useFollowPayment(payment, setPollingInterval, invoice.expires_at);
  const isPending = payment.status === 'PENDING';

  const message =
    payment.status === 'COMPLETED'
      ? t('funding.lightning.paid', { btc: formatMoney(netOf(payment), 'BTC') })
      : payment.status === 'FAILED'
        ? t('funding.lightning.notPaid', { reason: payment.failure_reason ?? t('funding.lightning.expired') })
        : t('funding.lightning.PENDING');

  return (
    <PaymentStatusPanel
      title={t('funding.lightning.invoiceTitle')}
      payment={payment}
      message={message}
      actions={<SettledActions payment={payment} another={t('funding.lightning.another')} onAnother={onAnother} />}
    >
      <QrValue
        label={t('funding.lightning.invoice')}
        value={invoice.bolt11}
        qrValue={`lightning:${invoice.bolt11.toUpperCase()}`}
        qrLabel={t('funding.lightning.invoiceQr', { btc: formatExchangeAmount(invoice.amount) })}
        isFaded={!isPending}
      />
      {secondsLeft !== null ? (
        <Stack gap={0}>
          <Text size="sm" c="dimmed" id="invoice-expiry">
            {t('funding.lightning.expiresIn')}
          </Text>
          <Text role="timer" aria-labelledby="invoice-expiry" fw={600} ff="monospace" fz="lg">
            {formatCountdown(secondsLeft)}
          </Text>
        </Stack>
      ) : null}
    </PaymentStatusPanel>
  );
}
