import type { Currency } from '@invest/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import type { OrderPreview } from './order-form-model';
import classes from './trading.module.css';
import type { OrderSide } from './trading.slice';

/** The order's value, its fee and what it pays or receives in all, marked when priced by an estimate. */
export function OrderTotals({ preview, market, side }: { preview: OrderPreview; market: Currency; side: OrderSide }) {
  const { t } = useTranslation();
  const money = (decimal: string | null) => {
    if (decimal === null) return '—';
    const estimated = preview.isPriceEstimate ? `≈ ` : '';
    return `${estimated}${formatMoney(decimal, market.QuoteAsset)} ${market.QuoteAsset}`;
  };
  const rows = [
    { label: t('trading.form.cost'), value: money(preview.cost) },
    { label: t('trading.form.fee', { pct: market.FeePct }), value: money(preview.fee) },
  ];
  return (
    <Stack gap={4}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text size="sm" className={classes.numeric}>
            {row.value}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {side === 'buy' ? t('trading.form.totalBuy') : t('trading.form.totalSell')}
          {preview.isPriceEstimate ? (
            <Text span size="xs" c="dimmed">
              {' '}
              ({t('trading.form.estimated')})
            </Text>
          ) : null}
        </Text>
        <Text size="sm" fw={600} className={classes.numeric}>
          {money(preview.total)}
        </Text>
      </Group>
    </Stack>
  );
}
