import type { Currency } from '@invest/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../shared/ui/icons';
import { tradingDaysText } from './market-opening';

/** SPEC 3 isMarketClosed: when the market trades (SPEC 9 market hours), shown while it is closed. */
export function MarketClosedBanner({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const hours = market.MarketHours;
  const days = tradingDaysText(hours.Days, t);
  return (
    <Alert color="gray" variant="light" icon={<ClockIcon />} title={t('trading.banners.marketClosedTitle')}>
      {t('trading.banners.marketClosed', { market: market.Symbol, open: hours.Open, close: hours.Close, days })}
    </Alert>
  );
}
