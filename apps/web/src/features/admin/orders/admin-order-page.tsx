import type { AdminOrderDetail } from '@invest/contracts';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatExchangeAmount } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/empty-state';
import { AlertIcon, CandlesIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { OrderStatusBadge } from '../../trading';
import { useAdminOrderQuery } from './admin-orders.api';
import { OrderFillsCard } from './order-fills-card';
import { OrderMovementsCard } from './order-movements-card';
import { OrderSummaryCard } from './order-summary-card';
import { RejectOrderModal } from './reject-order-modal';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who rejected the order, when and why, as the audit trail keeps it. */
function RejectionNotice({ rejection }: { rejection: NonNullable<AdminOrderDetail['Rejection']> }) {
  const { t } = useTranslation();
  const time = formatDateTime(rejection.RejectedAt);
  const title = rejection.RejectedBy
    ? t('admin.orders.detail.rejectedBy', { email: rejection.RejectedBy, time })
    : t('admin.orders.detail.rejectedByFormer', { time });
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} title={title}>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {t('admin.orders.detail.reason', { reason: rejection.Reason })}
      </Text>
    </Alert>
  );
}

function OrderDetails({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const [isRejecting, setIsRejecting] = useState(false);
  const { Order: order } = detail;
  return (
    <>
      <PageHeader
        title={t('admin.orders.detail.title', {
          side: order.Side === 1 ? t('trading.side.buy') : t('trading.side.sell'),
          quantity: formatExchangeAmount(order.RefOrderQty),
          market: order.ShareName,
        })}
        description={t('admin.orders.detail.placedBy', {
          email: order.Email,
          time: formatDateTime(order.TransactionTime),
        })}
      />
      <Stack gap="xl">
        <Group justify="space-between" gap="sm">
          <OrderStatusBadge status={order.LastOrderStatus} />
          {detail.CanReject ? (
            <Button color="red" variant="light" onClick={() => setIsRejecting(true)}>
              {t('admin.orders.detail.reject')}
            </Button>
          ) : null}
        </Group>
        {detail.Rejection ? <RejectionNotice rejection={detail.Rejection} /> : null}
        <OrderSummaryCard detail={detail} />
        <OrderFillsCard detail={detail} />
        <OrderMovementsCard detail={detail} />
      </Stack>
      <RejectOrderModal orderId={order.OrderId} opened={isRejecting} onClose={() => setIsRejecting(false)} />
    </>
  );
}

/** `/admin/orders/:id`: one order of the domain with its fills, ledger movements and rejection, and the way to reject it. */
export function AdminOrderPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.orders.detail.pageTitle'));
  const { id = '' } = useParams();
  const isOrderId = uuidPattern.test(id);
  const detail = useAdminOrderQuery(id, { skip: !isOrderId });
  const isMissing = !isOrderId || (isApiError(detail.error) && detail.error.status === 404);

  return (
    <>
      <Group mb="md">
        <Anchor component={Link} to="/admin/orders" size="sm">
          <Group gap={4} wrap="nowrap">
            <ChevronRightIcon size={14} style={{ transform: 'rotate(180deg)' }} />
            {t('admin.orders.detail.back')}
          </Group>
        </Anchor>
      </Group>
      {detail.isLoading ? <PageLoader /> : null}
      {isMissing ? <EmptyState icon={<CandlesIcon />}>{t('admin.orders.detail.notFound')}</EmptyState> : null}
      {detail.isError && !isMissing ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data && !isMissing ? <OrderDetails detail={detail.data} /> : null}
    </>
  );
}
