import type { Currency } from '@invest/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import type { OrderExplanation } from './order-explanation';
import { OrderExplanationView } from './order-explanation-view';
import type { OrderPreview } from './order-form-model';
import { OrderTotals } from './order-totals';
import classes from './trading.module.css';
import type { OrderSide, OrderSizeMode } from './trading.slice';

/**
 * The confirmation of an order in simple mode (SPEC 8 TRD-13), opened once the order passes the host's
 * rules: the quantity (an estimate when worked out of an amount), the preview once more, then place it
 * or go back (the focused choice, so Enter never places it unread).
 */
export function ConfirmOrderModal({
  opened,
  onClose,
  onConfirm,
  isSending,
  market,
  side,
  sizeBy,
  preview,
  explanation,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isSending: boolean;
  market: Currency;
  side: OrderSide;
  sizeBy: OrderSizeMode;
  preview: OrderPreview;
  explanation: OrderExplanation;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={onConfirm}
      title={
        <Text span fw={600} data-code="TRD-13">
          {t('trading.form.confirmTitle')}
        </Text>
      }
      cancelLabel={t('trading.form.back')}
      confirmLabel={t('trading.form.confirmPlace')}
      isConfirming={isSending}
    >
      {preview.quantity === null ? null : (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('trading.form.reviewQuantity')}
          </Text>
          <Text size="sm" fw={600} className={classes.numeric}>
            {`${sizeBy === 'amount' ? '≈ ' : ''}${formatExchangeAmount(preview.quantity)} ${market.BaseAsset}`}
          </Text>
        </Group>
      )}
      <OrderExplanationView explanation={explanation} titleId="confirm-preview-title" />
      <OrderTotals preview={preview} market={market} side={side} />
    </ConfirmDialog>
  );
}
