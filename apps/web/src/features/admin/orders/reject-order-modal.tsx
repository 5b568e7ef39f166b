import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ReasonModal, type ReasonRequest } from '../console/reason-modal';
import { useRejectOrderMutation } from './admin-orders.api';

/**
 * Asks an administrator why they reject the order (the audit trail keeps it), then rejects it: it
 * leaves the book and what it still holds goes back to the investor.
 */
export function RejectOrderModal({
  orderId,
  opened,
  onClose,
}: {
  orderId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rejectOrder] = useRejectOrderMutation();
  const request: ReasonRequest | null = opened
    ? {
        title: t('admin.orders.detail.rejectTitle'),
        consequence: t('admin.orders.detail.rejectText'),
        reasonDescription: t('admin.orders.detail.reasonDescription'),
        submitLabel: t('admin.orders.detail.confirmReject'),
        color: 'red.9',
        submit: async (reason) => {
          await rejectOrder({ orderId, reason }).unwrap();
          notifications.show({ color: 'green', message: t('admin.orders.detail.rejected') });
        },
      }
    : null;
  return <ReasonModal request={request} onClose={onClose} />;
}
