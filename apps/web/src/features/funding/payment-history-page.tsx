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
import { TableHead } from '../../shared/ui/table-head';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePaymentsQuery } from './funding.api';
import { fundingMethodCatalogue } from './funding-methods';
import { PaymentStatusWithReason, useMethodName } from './payment-labels';
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

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const methodName = useMethodName();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.created_at)}</Table.Td>
      <Table.Td>{t(`funding.direction.${payment.direction}`)}</Table.Td>
      <Table.Td>{methodName(payment.method)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {payment.direction === 'withdrawal' ? '−' : ''}
        {formatMoney(payment.amount, payment.asset)} {payment.asset}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(payment.fee, payment.asset)}
      </Table.Td>
      <Table.Td>
        <PaymentStatusWithReason payment={payment} />
      </Table.Td>
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
            <Table.ScrollContainer minWidth={720}>
              <Table
                verticalSpacing="sm"
                horizontalSpacing="md"
                aria-busy={payments.isFetching}
                aria-label={t('funding.history.caption')}
              >
                <TableHead
                  labels={[
                    t('funding.history.date'),
                    t('funding.history.direction'),
                    t('funding.history.method'),
                    t('funding.history.amount'),
                    t('funding.history.fee'),
                    t('funding.history.status'),
                  ]}
                />
                <Table.Tbody>
                  {items.map((payment) => (
                    <PaymentRow key={payment.id} payment={payment} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
