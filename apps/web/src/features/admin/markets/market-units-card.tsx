import type { Currency } from '@invest/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../shared/ui/section-card';
import { Fact } from '../onboarding/fact';

/** What the market's orders and fills are counted in: fixed once it exists, so shown and not edited. */
export function MarketUnitsCard({ market }: { market: Currency }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="market-units"
      title={t('admin.markets.form.units')}
      description={t('admin.markets.edit.unitsHint')}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Fact label={t('admin.markets.form.baseAsset')} value={market.BaseAsset} />
        <Fact label={t('admin.markets.form.quoteAsset')} value={market.QuoteAsset} />
        <Fact label={t('admin.markets.form.priceScale')} value={String(market.PriceScale)} />
        <Fact label={t('admin.markets.form.quantityScale')} value={String(market.QuantityScale)} />
        <Fact label={t('admin.markets.form.tickSize')} value={`${market.TickSize} ${market.QuoteAsset}`} />
        <Fact label={t('admin.markets.form.lotSize')} value={`${market.LotSize} ${market.BaseAsset}`} />
      </SimpleGrid>
    </SectionCard>
  );
}
