import type { Swap } from '@invest/contracts';
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { CautionAlert } from '../../shared/ui/caution-alert';
import { CopyValue } from './copy-value';
import { formatCountdown, useSecondsLeft } from './countdown';
import { PaymentStatusPanel, usePaymentMessage } from './payment-status-panel';
import { QrValue } from './qr-code';
import { SettledActions } from './settled-actions';
import { type SwapReadRail, useSwapQuery } from './swaps.api';
import { useFollowPayment } from './use-follow-payment';

/** Where the user pays a swap still waiting for them: coins to the pay-in address, or the provider's checkout. */
function PayIn({ swap, provider }: { swap: Swap; provider: string }) {
  const { t } = useTranslation();
  const rateSecondsLeft = useSecondsLeft(swap.valid_until);
  const currency = swap.from_currency.toUpperCase();
  if (swap.pay_in_address) {
    return (
      <Stack gap="md">
        <Text>
          {t('funding.swap.sendExactly', {
            amount: formatExchangeAmount(swap.from_amount),
            currency,
            network: (swap.from_network ?? swap.from_currency).toUpperCase(),
          })}
        </Text>
        <QrValue
          label={t('funding.swap.payInAddress', { currency })}
          value={swap.pay_in_address}
          qrLabel={t('funding.swap.payInQr', { currency })}
        />
        {swap.pay_in_extra_id ? (
          <CopyValue
            label={t('funding.swap.payInExtraId')}
            value={swap.pay_in_extra_id}
            hint={t('funding.swap.payInExtraIdHint')}
          />
        ) : null}
        {rateSecondsLeft ? (
          <Text size="sm" c="dimmed">
            {t('funding.swap.sendWithin', { time: formatCountdown(rateSecondsLeft) })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (swap.payment.is_sandbox) {
    return (
      <CautionAlert title={t('funding.swap.sandboxCheckoutTitle')}>
        <Text size="sm">{t('funding.swap.sandboxCheckout', { provider })}</Text>
      </CautionAlert>
    );
  }
  if (swap.redirect_url) {
    return (
      <Button component="a" href={swap.redirect_url} target="_blank" rel="noopener noreferrer" w="fit-content">
        {t('funding.swap.checkout', { provider })}
        <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
      </Button>
    );
  }
  return null;
}

/**
 * A swap opened with its provider (a purchase when it is paid at the provider's checkout rather
 * than with coins), followed live: where to pay while it waits, the provider's word on it, and its
 * end: delivered (the amount added to the balance), failed or refunded.
 */
export function SwapStatus({
  rail,
  initial,
  provider,
  onAnother,
}: {
  rail: SwapReadRail;
  initial: Swap;
  provider: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const swap = useSwapQuery({ rail, id: initial.payment.id }, { pollingInterval }).data ?? initial;
  const { payment } = swap;
  useFollowPayment(payment, setPollingInterval);
  const isPurchase = swap.pay_in_address === null;
  const waiting = isPurchase ? t('funding.swap.waitingPayment', { provider }) : t('funding.swap.waitingCoins');
  return (
    <PaymentStatusPanel
      title={isPurchase ? t('funding.swap.purchaseTitle', { provider }) : t('funding.swap.statusTitle', { provider })}
      payment={payment}
      message={usePaymentMessage(payment, waiting)}
      actions={
        <SettledActions
          payment={payment}
          another={isPurchase ? t('funding.swap.anotherPurchase') : t('funding.swap.another')}
          onAnother={onAnother}
        />
      }
    >
      {payment.status === 'PENDING' ? <PayIn swap={swap} provider={provider} /> : null}
      {swap.provider_status ? (
        <Text size="sm" c="dimmed">
          {t('funding.swap.providerStatus', { provider, status: swap.provider_status })}
        </Text>
      ) : null}
    </PaymentStatusPanel>
  );
}
