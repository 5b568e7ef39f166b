import type { Currency } from '@invest/contracts';
import { maxScale, parseUnits } from '@invest/money';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatExchangeAmount, formatMoney } from '../../shared/format/money';
import direction from '../../shared/ui/direction.module.css';
import { AlertIcon } from '../../shared/ui/icons';
import { useDashboardQuery } from '../funding';
import type { OrderPreview } from './order-form-model';
import type { OrderSide } from './trading.slice';

/**
 * What the investor has available of the market's two assets (live: the balances channel reloads
 * them). The one the order pays with is marked when the order would set aside more than that, which
 * the host refuses (TRD-6).
 */
export function AvailableBalance({
  market,
  side,
  preview,
}: {
  market: Currency;
  side: OrderSide;
  preview: OrderPreview;
}) {
  const { t } = useTranslation();
  const { data } = useDashboardQuery();
  if (!data) return null;
  const availableOf = (asset: string) => data.balances.find((balance) => balance.asset === asset)?.available ?? '0';
  const paying = side === 'buy' ? market.QuoteAsset : market.BaseAsset;
  const needed = side === 'buy' ? (preview.hold?.amount ?? preview.total) : preview.quantity;
  const isShort = needed !== null && parseUnits(needed, maxScale) > parseUnits(availableOf(paying), maxScale);
  const lines = [
    { asset: market.BaseAsset, amount: formatExchangeAmount(availableOf(market.BaseAsset)) },
    { asset: market.QuoteAsset, amount: formatMoney(availableOf(market.QuoteAsset), market.QuoteAsset) },
  ];
  return (
    <Stack gap={0}>
      {lines.map(({ asset, amount }) => {
        if (isShort && asset === paying) {
          return (
            <Group key={asset} gap={6} wrap="nowrap">
              <AlertIcon size={16} className={direction.down} />
              <Text size="sm" fw={600}>
                {t('trading.form.moreThanAvailable', { amount, asset })}
              </Text>
            </Group>
          );
        }
        return (
          <Text key={asset} size="sm" c="dimmed">
            {t('trading.form.available', { amount, asset })}
          </Text>
        );
      })}
    </Stack>
  );
}
