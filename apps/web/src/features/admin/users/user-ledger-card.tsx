import type { AdminUserLedger } from '@invest/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatMoney, formatSignedMoney } from '../../../shared/format/money';
import { ListPager } from '../../../shared/ui/list-pager';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { QueryError } from '../../../shared/ui/query-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';
import classes from '../console/console.module.css';
import { useAdminUserLedgerQuery } from './admin-users.api';

const pageSize = 15;

function Balances({ ledger }: { ledger: AdminUserLedger }) {
  const { t } = useTranslation();
  if (ledger.balances.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.noBalances')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('admin.users.balances')}>
        <TableHead labels={[t('admin.users.asset'), t('admin.users.available'), t('admin.users.held')]} />
        <Table.Tbody>
          {ledger.balances.map((balance) => (
            <Table.Tr key={balance.asset}>
              <Table.Td fw={500}>{balance.asset}</Table.Td>
              <Table.Td className={classes.figure}>{formatMoney(balance.available, balance.asset)}</Table.Td>
              <Table.Td className={classes.figure}>{formatMoney(balance.held, balance.asset)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Movements({ ledger, onPage }: { ledger: AdminUserLedger; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (ledger.total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.noMovements')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={680}>
        <Table aria-label={t('admin.users.movements')}>
          <TableHead
            labels={[
              t('admin.users.time'),
              t('admin.users.movement'),
              t('admin.users.asset'),
              t('admin.users.amount'),
              t('admin.users.balanceAfter'),
            ]}
          />
          <Table.Tbody>
            {ledger.items.map((movement) => (
              <Table.Tr key={movement.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(movement.time)}</Table.Td>
                <Table.Td>{movement.description}</Table.Td>
                <Table.Td>{movement.asset}</Table.Td>
                <Table.Td className={classes.figure}>
                  {formatSignedMoney(movement.amount, movement.asset, true)}
                </Table.Td>
                <Table.Td className={classes.figure}>{formatMoney(movement.balance_after, movement.asset)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        list={ledger}
        range={(shown) => t('admin.users.movementRange', shown)}
        label={t('admin.users.movementPages')}
        onChange={onPage}
      />
    </Stack>
  );
}

/**
 * The user's money as the ledger holds it: balances by asset, free and held, and their movements newest
 * first; later pages read the ledger as the first one saw it.
 */
export function UserLedgerCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [snapshot, setSnapshot] = useState<string | undefined>(undefined);
  const ledger = useAdminUserLedgerQuery({ userId, page, limit: pageSize, ...(snapshot ? { snapshot } : {}) });
  const toPage = (next: number) => {
    setSnapshot((kept) => kept ?? ledger.data?.snapshot);
    setPage(next);
  };
  return (
    <SectionCard id="user-ledger" title={t('admin.users.ledger')} description={t('admin.users.ledgerHint')}>
      {ledger.isLoading ? <ListSkeleton /> : null}
      {ledger.isError ? <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} /> : null}
      {ledger.data ? (
        <Stack gap="lg">
          <Balances ledger={ledger.data} />
          <Movements ledger={ledger.data} onPage={toPage} />
        </Stack>
      ) : null}
    </SectionCard>
  );
}
