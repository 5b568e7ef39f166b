import type { Currency } from '@invest/contracts';
import { ScrollArea, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { formatExchangeAmount } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import { SideLabel } from './side-label';
import { useMarketTradesQuery } from './trading.api';
import classes from './trading.module.css';
import { TradingPanel } from './trading-panel';

/** The market's trades as they happen (websocket trades), newest first, with the taker's side. */
export function RecentTrades({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const { data: trades = [] } = useMarketTradesQuery(market.Symbol);
  const caption = t('trading.trades.caption', { market: market.Symbol });
  return (
    <TradingPanel titleId="trades-title" title={t('trading.trades.title')} h="100%">
      {trades.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('trading.trades.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={420}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}
        >
          <Table verticalSpacing={2} horizontalSpacing="xs" fz="sm" aria-label={caption}>
            <TableHead
              labels={[
                t('trading.trades.time'),
                t('trading.trades.side'),
                t('trading.trades.price', { quote: market.QuoteAsset }),
                t('trading.trades.quantity', { base: market.BaseAsset }),
              ]}
            />
            <Table.Tbody>
              {trades.map((trade) => (
                <Table.Tr key={trade.id}>
                  <Table.Td className={classes.numeric}>
                    <time dateTime={trade.time} title={formatDateTime(trade.time)}>
                      {dayjs(trade.time).format('HH:mm:ss')}
                    </time>
                  </Table.Td>
                  <Table.Td>
                    <SideLabel side={trade.side} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {formatExchangeAmount(trade.price)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.numeric}>
                    {formatExchangeAmount(trade.quantity)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </TradingPanel>
  );
}
