import type { InvestorOffering, Subscription, SubscriptionForm } from '@invest/contracts';
import { Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { QueryError } from '../../shared/ui/query-error';
import { commitmentAmountOf } from './commitment-amount';
import { formatOfferingAmount } from './offering-amount';
import { useRegCfLimitQuery, useSaveSubscriptionStepMutation } from './offerings.api';
import { RegCfLimitMeter, regCfRefusalOf } from './reg-cf-limit-meter';
import { regCfMeterOf } from './reg-cf-meter';

interface AmountValues {
  share_qty: string;
  price_share: string;
}

interface AmountStepProps {
  offering: InvestorOffering;
  /** The investor's active commitment to the offering, which the new one replaces. */
  replacing: Subscription | null;
  /** The form as the investor left it earlier, whose amount fills the fields. */
  saved: SubscriptionForm | null;
  onSaved: (form: SubscriptionForm) => void;
}

/**
 * The shares (and for an ipo before pricing, the highest price the investor accepts), what they cost,
 * and beside them for Reg CF the live limit meter: an amount above what is left is refused here,
 * with the rule's reason, as the server refuses it.
 */
export function AmountStep({ offering, replacing, saved, onSaved }: AmountStepProps) {
  const { t } = useTranslation();
  const asset = offering.quote_asset;
  const isRegCf = offering.workflow === 'reg_cf';
  const limit = useRegCfLimitQuery(undefined, { skip: !isRegCf });
  const [saveStep, { isLoading }] = useSaveSubscriptionStepMutation();
  const priceOf = (values: AmountValues) =>
    offering.price_per_share ?? amountEntryToDecimal(values.price_share) ?? null;
  const amountOf = (values: AmountValues) => commitmentAmountOf(values.share_qty, priceOf(values));
  const form = useForm<AmountValues>({
    initialValues: {
      share_qty: saved?.share_qty ?? '',
      price_share: offering.price_per_share === null ? (saved?.price_share ?? '') : '',
    },
    validateInputOnChange: ['share_qty'],
    validate: {
      share_qty: (value, values) => {
        if (!/^[1-9]\d{0,11}$/.test(value.trim())) return t('offerings.subscribe.sharesInvalid');
        const meter = limit.data ? regCfMeterOf(limit.data, amountOf(values), replacing?.amount ?? null) : null;
        return limit.data && meter?.isOver ? regCfRefusalOf(t, limit.data, meter) : null;
      },
    },
  });
  const feedback = useFormFeedback(form);
  const amount = amountOf(form.values);
  const meter = limit.data ? regCfMeterOf(limit.data, amount, replacing?.amount ?? null) : null;

  const onSubmit = form.onSubmit((values) =>
    feedback.attempt(async () => {
      const price = offering.price_per_share === null ? amountEntryToDecimal(values.price_share) : undefined;
      const updated = await saveStep({
        step: 'amount',
        ipo_id: offering.id,
        share_qty: values.share_qty.trim(),
        ...(price === undefined ? {} : { price_share: price }),
      }).unwrap();
      onSaved(updated);
    }),
  );

  const range = offering.price_range;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: isRegCf ? 7 : 12 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={feedback.message} />
            <TextInput
              label={t('offerings.subscribe.shares')}
              description={
                offering.price_per_share === null
                  ? undefined
                  : t('offerings.subscribe.sharesHint', {
                      price: formatOfferingAmount(offering.price_per_share),
                      asset,
                    })
              }
              inputMode="numeric"
              autoComplete="off"
              required
              {...form.getInputProps('share_qty')}
            />
            {offering.price_per_share === null && range ? (
              <AmountInput
                label={t('offerings.subscribe.maxPrice', { asset })}
                description={t('offerings.subscribe.maxPriceHint', {
                  low: formatOfferingAmount(range.low),
                  high: formatOfferingAmount(range.high),
                })}
                required
                {...form.getInputProps('price_share')}
              />
            ) : null}
            <Text size="sm">
              {offering.max_investment === null
                ? t('offerings.subscribe.limitsNoMax', { min: formatOfferingAmount(offering.min_investment), asset })
                : t('offerings.subscribe.limits', {
                    min: formatOfferingAmount(offering.min_investment),
                    max: formatOfferingAmount(offering.max_investment),
                    asset,
                  })}
            </Text>
            <Text fw={600} aria-live="polite">
              {t('offerings.subscribe.amount')}: {amount === null ? '—' : `${formatOfferingAmount(amount)} ${asset}`}
            </Text>
            {replacing ? (
              <Text size="sm" c="dimmed">
                {t('offerings.subscribe.replacing', { amount: formatOfferingAmount(replacing.amount), asset })}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={isLoading}>
                {t('offerings.subscribe.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      {isRegCf ? (
        <Grid.Col span={{ base: 12, md: 5 }}>
          {limit.data && meter ? (
            <RegCfLimitMeter limit={limit.data} meter={meter} />
          ) : limit.isError ? (
            <QueryError error={limit.error} onRetry={() => void limit.refetch()} />
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {t('offerings.limit.loading')}
            </Text>
          )}
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
