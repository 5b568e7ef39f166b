import type { Order } from '@invest/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import classes from './trading.module.css';

/** An order's fills (SPEC 3 Order Reports), oldest first. */
export function OrderFills({ order, caption }: { order: Order; caption: string }) {
  const { t } = useTranslation();
  if (order.Reports.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('trading.orders.noFills')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={2} fz="sm" aria-label={caption} withTableBorder>
      <TableHead
        labels={[t('trading.orders.fillTime'), t('trading.orders.fillPrice'), t('trading.orders.fillQuantity')]}
      />
      <Table.Tbody>
        {order.Reports.map((fill) => (
          <Table.Tr key={fill.ExecutionId}>
            <Table.Td className={classes.numeric}>{formatDateTime(fill.TransactionTime)}</Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatExchangeAmount(fill.Price)}
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatExchangeAmount(fill.Quantity)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
