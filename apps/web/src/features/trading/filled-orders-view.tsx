import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import type { OrdersQuery } from './order-lists';
import { OrdersPagination } from './orders-pagination';
import { OrdersTable } from './orders-table';
import { filledOrdersPageSize, useFilledOrdersQuery } from './trading.api';

/** The filled orders of the filters, newest first, a page at a time. */
export function FilledOrdersView({ query }: { query: OrdersQuery }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useFilledOrdersQuery({ ...query, page });

  if (orders.isLoading) return <ListSkeleton />;
  if (orders.isError || !orders.data) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('trading.orders.noFilled')}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(orders.data.total / filledOrdersPageSize));
  return (
    <Stack gap="sm">
      <OrdersTable orders={orders.data.items} caption={t('trading.orders.filledCaption')} />
      <Group justify="flex-end">
        <OrdersPagination pages={pages} page={page} onChange={setPage} />
      </Group>
    </Stack>
  );
}
