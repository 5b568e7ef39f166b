import type { FundingMethod, Payment, PaymentDirection, PaymentStatus } from '@invest/contracts';
import { Anchor, Group, Pagination, Paper, Select, SimpleGrid, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/date-time';
import { formatMoney } from '../../shared/format/money';
import { EmptyState } from '../../shared/ui/empty-state';
import { ClockIcon } from '../../shared/ui/icons';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { ReflowCell, ReflowTable, ReflowTitle } from '../../shared/ui/reflow-table';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentsQuery } from './funding.api';
import { fundingMethodCatalogue } from './funding-methods';
import { PaymentStatusWithReason, useMethodName, usePaymentColumns } from './payment-labels';
import { usePaymentFeed } from './use-payment-feed';

const pageSize = 50;
const directions = ['deposit', 'withdrawal'] as const satisfies readonly PaymentDirection[];
const statuses = ['PENDING', 'COMPLETED', 'FAILED', 'confirmed'] as const satisfies readonly PaymentStatus[];

interface Filters {
  direction: PaymentDirection | '';
  status: PaymentStatus | '';
  method: FundingMethod | '';
}

/** The filters the server applies: the ones chosen, left out when "all". */
const queryOf = (filters: Filters) => ({
  ...(filters.direction && { direction: filters.direction }),
  ...(filters.status && { status: filters.status }),
  ...(filters.method && { method: filters.method }),
});

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function PaymentRow({ payment, columns }: { payment: Payment; columns: ReturnType<typeof usePaymentColumns> }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  return (
    <Table.Tr>
      <ReflowTitle fw={400} style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(payment.created_at)}
      </ReflowTitle>
      <ReflowCell label={columns.direction}>{t(`funding.direction.${payment.direction}`)}</ReflowCell>
      <ReflowCell label={columns.method}>{methodName(payment.method)}</ReflowCell>
      <ReflowCell label={columns.amount} ta="right" style={numeric}>
        {payment.direction === 'withdrawal' ? '−' : ''}
        {formatMoney(payment.amount, payment.asset)} {payment.asset}
      </ReflowCell>
      <ReflowCell label={columns.fee} ta="right" style={numeric}>
        {formatMoney(payment.fee, payment.asset)}
      </ReflowCell>
      <ReflowCell label={columns.status}>
        <PaymentStatusWithReason payment={payment} />
      </ReflowCell>
    </Table.Tr>
  );
}

/**
 * `/funding/history`: the user's payments, a page at a time, filtered by direction, status and
 * method; a payment that changes shows its new status at once (usePaymentFeed).
 */
export function PaymentHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('funding.history.pageTitle'));
  usePaymentFeed();
  const methodName = useMethodName();
  const columns = usePaymentColumns();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({ direction: '', status: '', method: '' });
  const payments = usePaymentsQuery(
    { page, limit: pageSize, ...queryOf(filters) },
    { refetchOnMountOrArgChange: true },
  );
  const items = payments.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((payments.data?.total ?? 0) / pageSize));
  const isFiltered = filters.direction !== '' || filters.status !== '' || filters.method !== '';
  const setFilter = <Key extends keyof Filters>(key: Key, value: string | null) => {
    setPage(1);
    setFilters((current) => ({ ...current, [key]: (value ?? '') as Filters[Key] }));
  };

  return (
    <>
      <Anchor component={Link} to="/funding" size="sm" mb="xs" display="inline-block">
        {t('funding.back')}
      </Anchor>
      <PageHeader title={t('funding.history.pageTitle')} description={t('funding.history.description')} />
      <Stack gap="lg">
        <Stack gap={4} component="section" aria-label={t('funding.history.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Select
              label={t('funding.history.direction')}
              data={[
                { value: '', label: t('funding.history.allDirections') },
                ...directions.map((value) => ({ value, label: t(`funding.direction.${value}`) })),
              ]}
              value={filters.direction}
              onChange={(value) => setFilter('direction', value)}
              allowDeselect={false}
            />
            <Select
              label={t('funding.history.status')}
              data={[
                { value: '', label: t('funding.history.allStatuses') },
                ...statuses.map((value) => ({ value, label: t(`funding.status.${value}`) })),
              ]}
              value={filters.status}
              onChange={(value) => setFilter('status', value)}
              allowDeselect={false}
            />
            <Select
              label={t('funding.history.method')}
              data={[
                { value: '', label: t('funding.history.allMethods') },
                ...fundingMethodCatalogue.map(({ method }) => ({ value: method, label: methodName(method) })),
              ]}
              value={filters.method}
              onChange={(value) => setFilter('method', value)}
              allowDeselect={false}
            />
          </SimpleGrid>
        </Stack>
        {payments.isLoading ? (
          <ListSkeleton />
        ) : payments.isError ? (
          <QueryError error={payments.error} onRetry={() => void payments.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={<ClockIcon />}>
            {isFiltered ? t('funding.history.emptyFiltered') : t('funding.history.empty')}
          </EmptyState>
        ) : (
          <Paper withBorder>
            <ReflowTable
              reflowBelow="md"
              labels={Object.values(columns)}
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy={payments.isFetching}
              aria-label={t('funding.history.caption')}
            >
              {items.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} columns={columns} />
              ))}
            </ReflowTable>
          </Paper>
        )}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} aria-label={t('funding.history.pages')} />
          </Group>
        ) : null}
      </Stack>
    </>
  );
}
