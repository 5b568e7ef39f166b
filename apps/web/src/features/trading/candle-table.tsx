import type { Candle } from '@invest/contracts/realtime';
import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import classes from './trading.module.css';

const candleValues = ['open', 'high', 'low', 'close', 'volume'] as const;

const startOf = (candle: Candle) => formatDateTime(new Date(candle.time * 1000).toISOString());

/** The chart's candles as a data table, newest first: the chart for screen readers and keyboard users. */
export function CandleTable({ candles, caption }: { candles: Candle[]; caption: string }) {
  const { t } = useTranslation();
  const newestFirst = [...candles].reverse();
  return (
    <ScrollArea
      h={360}
      type="auto"
      offsetScrollbars
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}
    >
      <Table stickyHeader verticalSpacing={4} aria-label={caption}>
        <TableHead
          labels={[
            t('trading.chart.time'),
            t('trading.chart.open'),
            t('trading.chart.high'),
            t('trading.chart.low'),
            t('trading.chart.close'),
            t('trading.chart.volume'),
          ]}
        />
        <Table.Tbody>
          {newestFirst.map((candle) => (
            <Table.Tr key={candle.time}>
              <Table.Th scope="row" fw={400} className={classes.numeric}>
                {startOf(candle)}
              </Table.Th>
              {candleValues.map((field) => (
                <Table.Td key={field} ta="right" className={classes.numeric}>
                  {formatExchangeAmount(candle[field])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
