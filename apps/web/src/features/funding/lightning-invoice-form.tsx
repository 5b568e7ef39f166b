import type { LightningCurrency, LightningInvoice } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { formatExchangeAmount } from '../../shared/format/money';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { withFieldError } from '../../shared/forms/with-field-error';
import { FieldGroup } from '../../shared/ui/field-group';
import { FormAlert } from '../../shared/ui/form-alert';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { useCreateLightningInvoiceMutation } from './deposits.api';
import { FeeSummary, useLimitCheck, useLimitsHint } from './fee-summary';
import { ruleOf } from './funding-methods';
import { fundingSchemas } from './funding-schemas';
import { invoiceBtcOf, invoiceDecimalsOf } from './lightning-amounts';

interface InvoiceValues {
  currency: string;
  amount: string;
}

/** The currency an invoice is priced in first: US dollars when the provider has them, else bitcoin. */
function defaultCurrency(currencies: LightningCurrency[]): string {
  return (
    (currencies.find((currency) => currency.name === 'USD') ?? currencies.find((c) => c.name === 'BTC'))?.name ?? ''
  );
}

/**
 * The amount of a Lightning deposit, priced in one of the provider's currencies, with the bitcoin
 * the invoice will ask for (at the provider's price) and the fee the domain's rule takes of it.
 */
export function LightningInvoiceForm({
  currencies,
  btcPrice,
  onCreated,
}: {
  currencies: LightningCurrency[];
  btcPrice: string | undefined;
  onCreated: (invoice: LightningInvoice) => void;
}) {
  const { t } = useTranslation();
  const rules = usePaymentOptionsRulesQuery();
  const rule = ruleOf(rules.data, 'LIGHTNING');
  const limits = useLimitsHint(rule, 'BTC');
  const limitCheck = useLimitCheck();
  const keys = useActionKeys();
  const [create, { isLoading }] = useCreateLightningInvoiceMutation();
  const decimalOf = (values: InvoiceValues) => amountEntryToDecimal(values.amount, invoiceDecimalsOf(values.currency));
  const toRequest = (values: InvoiceValues) => ({
    amount: decimalOf(values),
    currencyId: currencies.find((currency) => currency.name === values.currency)?.id,
  });
  const contract = useContractValidation(fundingSchemas.lightningInvoice, toRequest);
  const form = useForm({
    initialValues: { currency: defaultCurrency(currencies), amount: '' } satisfies InvoiceValues,
    validate: (values) => {
      const btc = invoiceBtcOf(decimalOf(values), values.currency, btcPrice) ?? undefined;
      return withFieldError(contract.validate(values), 'amount', limitCheck(btc, 'BTC', rule));
    },
    transformValues: contract.transformValues,
  });
  const feedback = useFormFeedback(form);
  const { currency } = form.values;
  const btc = invoiceBtcOf(decimalOf(form.values), currency, btcPrice);

  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      onCreated(await sendWithKey(keys, body, (idempotencyKey) => create({ body, idempotencyKey }).unwrap()));
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <FieldGroup label={t('funding.lightning.currency')}>
          <SegmentedChoice
            mt={6}
            data={currencies.map((candidate) => ({
              value: candidate.name,
              label: t(`funding.lightning.currencies.${candidate.name}`, { defaultValue: candidate.name }),
            }))}
            value={currency}
            onChange={(value) => form.setValues({ currency: value, amount: '' })}
          />
        </FieldGroup>
        <Stack gap="xs">
          <AmountInput
            label={t('funding.amount.label', { asset: currency })}
            description={limits}
            decimals={invoiceDecimalsOf(currency)}
            required
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
          <Text size="sm" aria-live="polite">
            {btc ? t('funding.lightning.asks', { btc: formatExchangeAmount(btc) }) : t('funding.lightning.asksBlank')}
          </Text>
          <FeeSummary amount={btc ?? undefined} asset="BTC" rule={rule} kind="deposit" />
        </Stack>
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.lightning.create')}
        </Button>
      </Stack>
    </form>
  );
}
