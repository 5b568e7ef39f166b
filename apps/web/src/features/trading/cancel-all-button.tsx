import type { Order } from '@invest/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCancelOrders } from './use-cancel-orders';

/** Cancels every open order shown, after a confirmation. */
export function CancelAllButton({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const { cancelAll, isCancelling } = useCancelOrders();
  const confirm = async () => {
    await cancelAll(orders);
    dialog.close();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={dialog.open} disabled={orders.length === 0}>
        {t('trading.orders.cancelAll')}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t('trading.orders.cancelAllConfirm', { count: orders.length })}
      >
        <Stack gap="md">
          <Text size="sm">{t('trading.orders.cancelAllBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dialog.close} data-autofocus>
              {t('trading.orders.keep')}
            </Button>
            <Button onClick={() => void confirm()} loading={isCancelling}>
              {t('trading.orders.cancelAll')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
