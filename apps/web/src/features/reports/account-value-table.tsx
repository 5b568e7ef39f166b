import type { AccountValuePoint } from '@invest/contracts';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatSignedMoney } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import classes from './reports.module.css';

/** The chart's days as a data table, newest first: the chart for screen readers and keyboard users. */
export function AccountValueTable({ points, caption }: { points: AccountValuePoint[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <ScrollArea
      h={260}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}
    >
      <Table stickyHeader verticalSpacing={4} aria-label={caption}>
        <TableHead
          labels={[
            t('reports.accountValue.date'),
            t('reports.accountValue.value'),
            t('reports.accountValue.netDeposits'),
          ]}
        />
        <Table.Tbody>
          {[...points].reverse().map((point) => (
            <Table.Tr key={point.date}>
              <Table.Th scope="row" fw={400} className={classes.numeric}>
                {point.date}
              </Table.Th>
              <Table.Td ta="right" className={classes.numeric}>
                {formatMoney(point.value, 'USD')}
              </Table.Td>
              <Table.Td ta="right" className={classes.numeric}>
                {formatSignedMoney(point.net_deposits, 'USD')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
