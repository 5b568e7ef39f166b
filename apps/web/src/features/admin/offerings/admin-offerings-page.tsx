import { type AdminOffering, type OfferingState, offeringStates } from '@invest/contracts';
import { Anchor, Button, Group, Pagination, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney } from '../../../shared/format/money';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FileIcon } from '../../../shared/ui/icons';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { TableHead } from '../../../shared/ui/table-head';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAdminOfferingsQuery } from './admin-offerings.api';
import { OfferingPrice } from './offering-price';
import { OfferingStateBadge } from './offering-state-badge';

const pageSize = 20;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function stateFrom(value: string | null): OfferingState | undefined {
  return offeringStates.find((state) => state === value);
}

function OfferingRow({ offering }: { offering: AdminOffering }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/admin/offerings/${offering.id}`} fw={500}>
          {offering.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {offering.issuer_name} · {offering.asset}
        </Text>
      </Table.Td>
      <Table.Td>{t(`offerings.workflows.${offering.workflow}`)}</Table.Td>
      <Table.Td>
        <OfferingStateBadge state={offering.state} />
      </Table.Td>
      <Table.Td>
        <OfferingPrice offering={offering} />
      </Table.Td>
      <Table.Td>{`${formatMoney(offering.target_raise, offering.quote_asset)} ${offering.quote_asset}`}</Table.Td>
      <Table.Td>{formatDateTime(offering.closes_at)}</Table.Td>
    </Table.Tr>
  );
}

/** `/admin/offerings`: the domain's offerings, drafts included, filtered by state, a page at a time. */
export function AdminOfferingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.offerings.pageTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const state = stateFrom(search.get('state'));
  const offerings = useAdminOfferingsQuery({ page, limit: pageSize, ...(state && { state }) });
  const data = offerings.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  const filterBy = (next: string | null) => setSearch(next ? { state: next } : {});

  return (
    <>
      <PageHeader title={t('admin.offerings.title')} description={t('admin.offerings.description')} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label={t('admin.offerings.stateFilter')}
            placeholder={t('admin.offerings.allStates')}
            data={offeringStates.map((value) => ({ value, label: t(`offerings.states.${value}`) }))}
            value={state ?? null}
            onChange={filterBy}
            clearable
            w={260}
          />
          <Button component={Link} to="/admin/offerings/new">
            {t('admin.offerings.create')}
          </Button>
        </Group>
        {offerings.isLoading ? <ListSkeleton /> : null}
        {offerings.isError ? <QueryError error={offerings.error} onRetry={() => void offerings.refetch()} /> : null}
        {data && data.total === 0 ? (
          <EmptyState icon={<FileIcon />}>
            {state ? t('admin.offerings.emptyFiltered') : t('admin.offerings.empty')}
          </EmptyState>
        ) : null}
        {data && data.total > 0 ? (
          <>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.offerings.listLabel')}>
                  <TableHead
                    labels={[
                      t('admin.offerings.name'),
                      t('admin.offerings.workflow'),
                      t('admin.offerings.state'),
                      t('admin.offerings.price'),
                      t('admin.offerings.target'),
                      t('admin.offerings.closes'),
                    ]}
                  />
                  <Table.Tbody>
                    {data.items.map((offering) => (
                      <OfferingRow key={offering.id} offering={offering} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('admin.offerings.range', {
                  from: (data.page - 1) * data.limit + 1,
                  to: (data.page - 1) * data.limit + data.items.length,
                  total: data.total,
                })}
              </Text>
              {pages > 1 ? (
                <nav aria-label={t('admin.offerings.pagination')}>
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={(next) => setSearch({ ...(state && { state }), page: String(next) })}
                  />
                </nav>
              ) : null}
            </Group>
          </>
        ) : null}
      </Stack>
    </>
  );
}
