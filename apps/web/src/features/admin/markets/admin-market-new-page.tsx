import { Anchor, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormSection } from '../../../shared/ui/form-section';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useCurrenciesQuery } from '../../trading';
import { usePutMarketMutation } from './admin-markets.api';
import { newMarketSchema } from './admin-markets-schemas';
import { newMarketRequestOf, newMarketValues, symbolOf } from './market-form-values';
import { MarketSettingsFields } from './market-settings-fields';

/**
 * `/admin/markets/new`: a new market of the domain, every field of PUT /api/currencies/{symbol}. What
 * its orders are counted in (assets, decimals, tick and lot) is fixed once it exists, so it is asked
 * for here only; a symbol the domain trades already is refused before anything is sent.
 */
export function AdminMarketNewPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.markets.new.title'));
  const navigate = useNavigate();
  const markets = useCurrenciesQuery();
  const [putMarket] = usePutMarketMutation();
  const validation = useContractValidation(newMarketSchema, newMarketRequestOf);
  const form = useForm({ initialValues: newMarketValues, ...validation });
  const feedback = useFormFeedback(form);
  const symbol = symbolOf(form.getValues());

  const onSubmit = form.onSubmit((body) =>
    feedback.attempt(async () => {
      if (markets.data?.some((market) => market.Symbol === symbol)) {
        form.setFieldError('BaseAsset', t('admin.markets.new.exists', { symbol }));
        return;
      }
      const created = await putMarket({ symbol, body }).unwrap();
      notifications.show({ color: 'green', message: t('admin.markets.new.created', { symbol: created.Symbol }) });
      await navigate(`/admin/markets/${encodeURIComponent(created.Symbol)}`);
    }),
  );

  return (
    <>
      <Anchor component={Link} to="/admin/markets" size="sm" mb="sm" display="inline-block">
        ← {t('admin.markets.back')}
      </Anchor>
      <PageHeader title={t('admin.markets.new.title')} description={t('admin.markets.new.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={880}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="xl">
            <FormAlert message={feedback.message} />
            <FormSection title={t('admin.markets.form.units')}>
              <Text size="sm" c="dimmed">
                {t('admin.markets.new.unitsHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  label={t('admin.markets.form.baseAsset')}
                  description={t('admin.markets.form.baseAssetHint')}
                  autoCapitalize="characters"
                  required
                  {...form.getInputProps('BaseAsset')}
                />
                <TextInput
                  label={t('admin.markets.form.quoteAsset')}
                  description={t('admin.markets.form.quoteAssetHint')}
                  autoCapitalize="characters"
                  required
                  {...form.getInputProps('QuoteAsset')}
                />
                <NumberInput
                  label={t('admin.markets.form.priceScale')}
                  description={t('admin.markets.form.priceScaleHint')}
                  min={0}
                  max={18}
                  allowDecimal={false}
                  allowNegative={false}
                  required
                  {...form.getInputProps('PriceScale')}
                />
                <NumberInput
                  label={t('admin.markets.form.quantityScale')}
                  description={t('admin.markets.form.quantityScaleHint')}
                  min={0}
                  max={18}
                  allowDecimal={false}
                  allowNegative={false}
                  required
                  {...form.getInputProps('QuantityScale')}
                />
                <TextInput
                  label={t('admin.markets.form.tickSize')}
                  description={t('admin.markets.form.tickSizeHint')}
                  inputMode="decimal"
                  required
                  {...form.getInputProps('TickSize')}
                />
                <TextInput
                  label={t('admin.markets.form.lotSize')}
                  description={t('admin.markets.form.lotSizeHint')}
                  inputMode="decimal"
                  required
                  {...form.getInputProps('LotSize')}
                />
              </SimpleGrid>
              <Text size="sm" aria-live="polite">
                {t('admin.markets.new.symbol', { symbol: form.getValues().BaseAsset.trim() ? symbol : '—' })}
              </Text>
            </FormSection>
            <MarketSettingsFields form={form} isNew />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" component={Link} to="/admin/markets">
                {t('admin.markets.form.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('admin.markets.new.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
