import type { AdminLedgerAccount } from '@invest/contracts';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { formatSignedMoney } from '../../../shared/format/money';
import { ListPager } from '../../../shared/ui/list-pager';
import { TableHead } from '../../../shared/ui/table-head';
import { WhenLoaded } from '../../../shared/ui/when-loaded';
import { useLedgerMovementsQuery } from './admin-reports.api';
import { ledgerAccountName } from './ledger-account-name';

const pageSize = 20;

function Movements({ account }: { account: AdminLedgerAccount }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const movements = useLedgerMovementsQuery({ id: account.id, page, limit: pageSize });
  return (
    <WhenLoaded query={movements}>
      {(data) =>
        data.total === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.reports.ledger.noMovements')}
          </Text>
        ) : (
          <Stack gap="md">
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label={t('admin.reports.ledger.movementsTable')}>
                <TableHead
                  labels={[
                    t('admin.reports.ledger.time'),
                    t('admin.reports.ledger.kind'),
                    t('admin.reports.ledger.balance'),
                    t('admin.reports.ledger.transaction'),
                  ]}
                />
                <Table.Tbody>
                  {data.items.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td>{formatDateTime(movement.time)}</Table.Td>
                      <Table.Td>{movement.kind}</Table.Td>
                      <Table.Td>{formatSignedMoney(movement.amount, data.account.asset, true)}</Table.Td>
                      <Table.Td ff="monospace" fz="xs">
                        {movement.transaction_id}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListPager
              list={data}
              range={(shown) => t('admin.reports.ledger.range', shown)}
              label={t('admin.reports.ledger.movementsPagination')}
              onChange={setPage}
            />
          </Stack>
        )
      }
    </WhenLoaded>
  );
}

/** One account's postings, newest first, page by page, over the ledger report. */
export function AccountMovementsModal({
  account,
  onClose,
}: {
  account: AdminLedgerAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = account ? ledgerAccountName(account, t('admin.reports.ledger.domainOwner')) : '';
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      size="xl"
      title={t('admin.reports.ledger.movementsTitle', { account: name })}
    >
      {account ? <Movements key={account.id} account={account} /> : null}
    </Modal>
  );
}
