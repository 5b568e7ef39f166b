import type { Currency } from '@invest/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePutMarketMutation } from './admin-markets.api';
import { marketSettingsSchema } from './admin-markets-schemas';
import { type MarketFormValues, marketValuesOf, settingsChangeOf } from './market-form-values';
import { MarketSettingsFields } from './market-settings-fields';

/**
 * The settings of an existing market an administrator may change. Only what changed is sent, so the
 * audit trail's entry says what it was and what it became; it takes effect with the next order, on
 * every trading process.
 */
export function MarketSettingsForm({ market }: { market: Currency }) {
  const { t } = useTranslation();
  const [putMarket] = usePutMarketMutation();
  const openedWith = useRef(marketValuesOf(market));
  const validation = useContractValidation(marketSettingsSchema, (values: MarketFormValues) =>
    settingsChangeOf(openedWith.current, values),
  );
  const form = useForm({ initialValues: openedWith.current, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit((change) =>
    feedback.attempt(async () => {
      if (Object.keys(change).length === 0) {
        notifications.show({ color: 'gray', message: t('admin.markets.edit.unchanged') });
        return;
      }
      const saved = marketValuesOf(await putMarket({ symbol: market.Symbol, body: change }).unwrap());
      openedWith.current = saved;
      form.setInitialValues(saved);
      form.resetDirty(saved);
      notifications.show({ color: 'green', message: t('admin.markets.edit.saved', { symbol: market.Symbol }) });
    }),
  );

  return (
    <SectionCard
      id="market-settings"
      title={t('admin.markets.edit.settings')}
      description={t('admin.markets.edit.settingsHint')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <FormAlert message={feedback.message} />
          <MarketSettingsFields form={form} isNew={false} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
              {t('admin.markets.edit.reset')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('admin.markets.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
