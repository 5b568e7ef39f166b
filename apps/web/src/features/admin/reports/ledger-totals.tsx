import type { LedgerAssetTotal } from '@invest/contracts';
import { Paper, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../../../shared/format/money';
import { SectionCard } from '../../../shared/ui/section-card';
import { TableHead } from '../../../shared/ui/table-head';

/** What the domain's accounts hold of each asset: its users' balances and its own, which sum to zero. */
export function LedgerTotals({ totals }: { totals: LedgerAssetTotal[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="ledger-totals-title"
      title={t('admin.reports.ledger.totalsTitle')}
      description={t('admin.reports.ledger.totalsDescription')}
    >
      <Paper withBorder>
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('admin.reports.ledger.totalsTable')}>
            <TableHead
              labels={[
                t('admin.reports.ledger.asset'),
                t('admin.reports.ledger.accountCount'),
                t('admin.reports.ledger.usersBalance'),
                t('admin.reports.ledger.systemBalance'),
              ]}
            />
            <Table.Tbody>
              {totals.map((total) => (
                <Table.Tr key={total.asset}>
                  <Table.Td fw={500}>{total.asset}</Table.Td>
                  <Table.Td>{total.accounts}</Table.Td>
                  <Table.Td>{formatSignedMoney(total.users_balance, total.asset)}</Table.Td>
                  <Table.Td>{formatSignedMoney(total.system_balance, total.asset)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </SectionCard>
  );
}
