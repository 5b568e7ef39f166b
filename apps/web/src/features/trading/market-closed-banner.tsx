import type { Currency } from '@invest/contracts';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../shared/ui/icons';
import { weekdayKeys } from './market-opening';

/** SPEC 3 isMarketClosed: when the market trades (SPEC 9 market hours), shown while it is closed. */
export function MarketClosedBanner({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const hours = market.MarketHours;
  const names = [...hours.Days]
    .sort((a, b) => a - b)
    .flatMap((day) => {
      const key = weekdayKeys[day - 1];
      return key ? [t(`trading.weekdays.${key}`)] : [];
    });
  const isRun = hours.Days.length > 2 && Math.max(...hours.Days) - Math.min(...hours.Days) === hours.Days.length - 1;
  const days = isRun ? t('trading.dayRange', { from: names[0], to: names.at(-1) }) : names.join(', ');
  return (
    <Alert color="gray" variant="light" icon={<ClockIcon />} title={t('trading.banners.marketClosedTitle')}>
      {t('trading.banners.marketClosed', { market: market.Symbol, open: hours.Open, close: hours.Close, days })}
    </Alert>
  );
}
