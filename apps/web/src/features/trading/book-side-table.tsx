import type { Currency } from '@invest/contracts';
import type { MarketDepth } from '@invest/contracts/realtime';
import { formatUnits, maxScale, parseUnits } from '@invest/money';
import { Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount } from '../../shared/format/money';
import { TableHead } from '../../shared/ui/table-head';
import classes from './trading.module.css';

/** How many price levels each side of the book shows. */
const levelsShown = 12;

/** Each level with the quantity resting at it and at every better price, and that as a share of the side. */
function withCumulative(levels: MarketDepth['bids']) {
  const shown = levels.slice(0, levelsShown);
  let running = 0n;
  const rows = shown.map(([price, quantity]) => {
    running += parseUnits(quantity, maxScale);
    return { price, quantity, cumulativeUnits: running };
  });
  const whole = running === 0n ? 1n : running;
  return rows.map(({ cumulativeUnits, ...row }) => ({
    ...row,
    cumulative: formatUnits(cumulativeUnits, maxScale),
    share: Number((cumulativeUnits * 1000n) / whole) / 10,
  }));
}

/**
 * One side of the order book as a data table, best price first, with the depth drawn behind each
 * row. A price is a button that puts it in the order form as the limit price.
 */
export function BookSideTable({
  side,
  levels,
  market,
  caption,
  onPickPrice,
}: {
  side: 'bids' | 'asks';
  levels: MarketDepth['bids'];
  market: Currency;
  caption: string;
  onPickPrice: (price: string) => void;
}) {
  const { t } = useTranslation();
  const rows = withCumulative(levels);
  return (
    <Table verticalSpacing={2} horizontalSpacing="xs" aria-label={caption} fz="sm">
      <TableHead
        labels={[
          t('trading.book.price', { quote: market.QuoteAsset }),
          t('trading.book.quantity', { base: market.BaseAsset }),
          t('trading.book.total', { base: market.BaseAsset }),
        ]}
      />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.price}>
            <Table.Td className={classes.numeric}>
              <button
                type="button"
                className={`${classes.priceButton} mantine-focus-auto`}
                aria-label={t('trading.book.usePrice', { price: formatExchangeAmount(row.price) })}
                onClick={() => onPickPrice(row.price)}
              >
                <Text span fw={600} fz="sm">
                  {formatExchangeAmount(row.price)}
                </Text>
              </button>
            </Table.Td>
            <Table.Td ta="right" className={classes.numeric}>
              {formatExchangeAmount(row.quantity)}
            </Table.Td>
            <Table.Td ta="right" className={`${classes.numeric} ${classes.depthCell}`}>
              <span
                aria-hidden="true"
                className={`${classes.depthBar} ${side === 'bids' ? classes.bidBar : classes.askBar}`}
                style={{ '--depth': `${row.share}%` } as CSSProperties}
              />
              <span className={classes.depthValue}>{formatExchangeAmount(row.cumulative)}</span>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
