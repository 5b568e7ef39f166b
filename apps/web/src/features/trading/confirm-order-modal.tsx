import type { Currency } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import type { OrderExplanation } from './order-explanation';
import { OrderExplanationView } from './order-explanation-view';
import type { OrderPreview } from './order-form-model';
import { OrderTotals } from './order-totals';
import classes from './trading.module.css';
import type { OrderSide, OrderSizeMode } from './trading.slice';

/**
 * The confirmation of an order in simple mode (SPEC 8 TRD-13), opened once the order passes the host's
 * rules: the quantity (an estimate when worked out of an amount), the preview once more, then place it
 * or go back.
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text span fw={600} data-code="TRD-13">
          {t('trading.form.confirmTitle')}
        </Text>
      }
    >
      <Stack gap="md">
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('trading.form.back')}
          </Button>
          <Button onClick={onConfirm} loading={isSending} data-autofocus>
            {t('trading.form.confirmPlace')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
