import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { QueryError } from '../../shared/ui/query-error';
import type { OrdersQuery } from './order-lists';
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
      {pages > 1 ? (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('trading.orders.previous') : t('trading.orders.next'),
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
