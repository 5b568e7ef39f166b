import type { Currency } from '@invest/contracts';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../shared/ui/icons';

/**
 * Shown while an administrator has halted the market: nothing trades and no order is taken until the
 * platform resumes it, whatever its hours, with the reason the platform gave.
 */
export function MarketHaltedBanner({ market }: { market: Pick<Currency, 'Symbol' | 'HaltReason'> }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" icon={<AlertIcon />} title={t('trading.banners.marketHaltedTitle')}>
      <Text size="sm">{t('trading.banners.marketHalted', { market: market.Symbol })}</Text>
      {market.HaltReason ? (
        <Text size="sm" mt={4}>
          {t('trading.banners.haltReason', { reason: market.HaltReason })}
        </Text>
      ) : null}
    </Alert>
  );
}
