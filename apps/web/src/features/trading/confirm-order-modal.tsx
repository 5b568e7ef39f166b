import type { Currency } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderExplanation } from './order-explanation';
import { OrderExplanationView } from './order-explanation-view';
import type { OrderPreview } from './order-form-model';
import { OrderTotals } from './order-totals';
import type { OrderSide } from './trading.slice';

/** The confirmation of an order in simple mode (SPEC 8 TRD-13): the preview once more, then place it or go back. */
export function ConfirmOrderModal({
  opened,
  onClose,
  onConfirm,
  isSending,
  market,
  side,
  preview,
  explanation,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  isSending: boolean;
  market: Currency;
  side: OrderSide;
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
