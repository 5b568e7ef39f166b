import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CandlesIcon } from '../../../shared/ui/icons';
import { ListPager } from '../../../shared/ui/list-pager';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AdminOrderFilters } from './admin-order-filters';
import { filtersOf, nextSort, orderQueryOf, searchOf } from './admin-order-search';
import { useAdminOrdersQuery } from './admin-orders.api';
import { AdminOrdersTable } from './admin-orders-table';

/**
 * `/admin/orders`: every order of the domain, filtered by investor, market, side, type, status and
 * dates, sorted by a column and paged, all kept in the address.
 */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.orders.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const query = orderQueryOf(search);
  const filters = filtersOf(search);
  const sort = { sortField: query.sortField, orderBy: query.orderBy };
  const orders = useAdminOrdersQuery(query);
  const data = orders.data;
  const isFiltered = Object.values(filters).some(Boolean);

  return (
    <>
      <PageHeader title={t('admin.orders.title')} description={t('admin.orders.description')} />
      <Stack gap="lg">
        <AdminOrderFilters
          key={JSON.stringify(filters)}
          applied={filters}
          onApply={(next) => setSearch(searchOf(next, sort))}
        />
        {orders.isLoading ? <ListSkeleton /> : null}
        {orders.isError ? <QueryError error={orders.error} onRetry={() => void orders.refetch()} /> : null}
        {data && data.total === 0 ? (
          <EmptyState icon={<CandlesIcon />}>
            {isFiltered ? t('admin.orders.emptyFiltered') : t('admin.orders.empty')}
          </EmptyState>
        ) : null}
        {data && data.total > 0 ? (
          <Stack gap="md">
            <Paper withBorder>
              <AdminOrdersTable
                orders={data.items}
                sort={sort}
                onSort={(field) => setSearch(searchOf(filters, nextSort(sort, field)))}
              />
            </Paper>
            <ListPager
              list={data}
              range={(shown) => t('admin.orders.range', shown)}
              label={t('admin.orders.pagination')}
              onChange={(page) => setSearch(searchOf(filters, sort, page))}
            />
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
