import type { Currency } from '@invest/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date-time';
import { SectionCard } from '../../../shared/ui/section-card';
import type { MarketHaltAction } from './admin-markets.api';
import { actionColors, MarketHaltModal } from './market-halt-modal';

/**
 * Whether the market trades now, and the administrator's switch: halt stops every trade and new order
 * at once, on every trading process, until resume; investors' screens show it as it happens.
 */
export function MarketHaltCard({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<MarketHaltAction | null>(null);
  const next: MarketHaltAction = market.IsHalted ? 'resume' : 'halt';
  return (
    <SectionCard
      id="market-trading"
      title={t('admin.markets.halt.title')}
      description={t('admin.markets.halt.description')}
    >
      <Stack gap="sm">
        {market.IsHalted ? (
          <>
            <Text size="sm">{t('admin.markets.halt.haltedSince', { time: formatDateTime(market.HaltedAt) })}</Text>
            <Text size="sm">{t('admin.markets.halt.haltedBecause', { reason: market.HaltReason ?? '' })}</Text>
          </>
        ) : (
          <Text size="sm">
            {t(market.IsMarketOpen ? 'admin.markets.halt.trading' : 'admin.markets.halt.outsideHours')}
          </Text>
        )}
        <Group>
          <Button color={actionColors[next]} onClick={() => setAction(next)}>
            {t(`admin.markets.halt.${next}.open`)}
          </Button>
        </Group>
      </Stack>
      <MarketHaltModal market={market} action={action} onClose={() => setAction(null)} />
    </SectionCard>
  );
}
