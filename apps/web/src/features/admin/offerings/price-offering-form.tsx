import type { AdminOffering } from '@invest/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { amountEntryToDecimal } from '../../../shared/forms/amount-entry';
import { AmountInput } from '../../../shared/forms/amount-input';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { usePriceOfferingMutation } from './admin-offerings.api';
import { offeringPriceSchema } from './admin-offerings-schemas';

const requestOf = ({ price_per_share }: { price_per_share: string | number }) => ({
  price_per_share: amountEntryToDecimal(String(price_per_share)) ?? String(price_per_share),
});

/**
 * Sets an open ipo's price within its marketed range: indications at or above it are confirmed at it,
 * the others released, as the pricing route does.
 */
export function PriceOfferingForm({ offering, onDone }: { offering: AdminOffering; onDone: () => void }) {
  const { t } = useTranslation();
  const [price] = usePriceOfferingMutation();
  const validation = useContractValidation(offeringPriceSchema, requestOf);
  const form = useForm({ initialValues: { price_per_share: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const range = offering.price_range;

  const submit = form.onSubmit((values) =>
    feedback.attempt(async () => {
      const priced = await price({ id: offering.id, body: requestOf(values) }).unwrap();
      notifications.show({
        color: 'green',
        message: t('admin.offering.done', { state: t(`offerings.states.${priced.state}`) }),
      });
      onDone();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('admin.offering.confirmTexts.price')}</Text>
        <FormAlert message={feedback.message} />
        <AmountInput
          label={t('admin.offering.priceLabel')}
          description={
            range
              ? t('admin.offerings.priceRange', {
                  low: formatMoney(range.low, 'USD'),
                  high: formatMoney(range.high, 'USD'),
                  asset: 'USD',
                })
              : undefined
          }
          required
          data-autofocus
          {...form.getInputProps('price_per_share')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('admin.offering.back')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('admin.offering.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
