import type { Swap, SwapCurrency } from '@invest/contracts';
import { Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { formatMoney } from '../../shared/format/money';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import type { LazySchema } from '../../shared/forms/lazy-schema';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { withFieldError } from '../../shared/forms/with-field-error';
import { FieldGroup } from '../../shared/ui/field-group';
import { FormAlert } from '../../shared/ui/form-alert';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { AddressInput } from './address-input';
import { useLimitsHint } from './fee-summary';
import { ruleOf } from './funding-methods';
import { fundingSchemas } from './funding-schemas';
import { SwapEstimate, useSwapProblemText } from './swap-estimate';
import { swapProblemOf } from './swap-quote';
import type { SwapSetup } from './swap-setups';
import { type OpenSwapBody, useFiatRangeQuery, useOpenSwapMutation, useValidateAddressMutation } from './swaps.api';
import { useSwapQuote } from './use-swap-quote';

interface SwapValues {
  currency: string;
  amount: string;
  deposit_type: string;
  refund_address: string;
  refund_extra_id: string;
}

const depositTypes = ['VISA_MC1', 'SEPA_1'] as const;

/** What the provider swaps into is the platform's own settlement coin: it is not offered to pay with. */
const settlementTicker = 'usdc';

/**
 * A swap into the platform's money: the currency paid with, the amount, the live estimate (asked
 * once typing pauses) with the provider's limits and the domain's rule on what is delivered, and,
 * for a coin, the address refunds go to. Opened under the Idempotency-Key of the action, so a retry
 * never opens two swaps.
 */
export function SwapForm({
  setup,
  currencies,
  onOpened,
}: {
  setup: SwapSetup;
  currencies: SwapCurrency[];
  onOpened: (swap: Swap) => void;
}) {
  const { t } = useTranslation();
  const rules = usePaymentOptionsRulesQuery();
  const rule = ruleOf(rules.data, setup.method);
  const ruleHint = useLimitsHint(rule, setup.asset);
  const isFiat = setup.kind === 'fiat';
  const problemText = useSwapProblemText(isFiat);
  const keys = useActionKeys();
  const [openSwap, { isLoading }] = useOpenSwapMutation();
  const [validateAddress, validation] = useValidateAddressMutation();
  const decimals = isFiat ? 2 : 8;
  const choices = currencies.filter((currency) => currency.ticker.toLowerCase() !== settlementTicker);

  const form = useForm<SwapValues>({
    initialValues: {
      currency: choices[0]?.ticker ?? '',
      amount: '',
      deposit_type: depositTypes[0],
      refund_address: '',
      refund_extra_id: '',
    },
  });
  const amount = amountEntryToDecimal(form.values.amount, decimals);
  const live = useSwapQuote(setup.rail, form.values.currency || null, amount);
  const range = useFiatRangeQuery(isFiat && form.values.currency ? form.values.currency : skipToken);
  const problem = live.quote ? swapProblemOf({ quote: live.quote, range: range.data, asset: setup.asset, rule }) : null;
  const problemMessage = problem ? problemText(problem, setup.asset) : null;

  const toRequest = (values: SwapValues) => {
    const base = { from_currency: values.currency, from_amount: amountEntryToDecimal(values.amount, decimals) };
    if (isFiat) return { ...base, deposit_type: values.deposit_type };
    return {
      ...base,
      ...(values.refund_address.trim() ? { refund_address: values.refund_address.trim() } : {}),
      ...(values.refund_extra_id.trim() ? { refund_extra_id: values.refund_extra_id.trim() } : {}),
      ...(setup.kind === 'fixed' ? { rate_id: live.quote?.rate_id ?? undefined } : {}),
    };
  };
  const schema: LazySchema<OpenSwapBody> = isFiat
    ? fundingSchemas.fiatSwap
    : setup.kind === 'fixed'
      ? fundingSchemas.fixedSwap
      : fundingSchemas.cryptoSwap;
  const contract = useContractValidation(schema, toRequest);
  const feedback = useFormFeedback(form);
  const amountProblem = () => {
    if (amount === undefined || problemMessage) return problemMessage;
    return live.quote ? null : t('funding.swap.waitForQuote');
  };

  const onSubmit = async (values: SwapValues) => {
    const errors = await withFieldError(contract.validate(values), 'amount', amountProblem());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    await feedback.attempt(async () => {
      const body = contract.transformValues(values);
      if (setup.checksRefundAddress && 'refund_address' in body && body.refund_address) {
        const check = await validateAddress({
          currency: body.from_currency,
          address: body.refund_address,
          ...(body.refund_extra_id ? { extra_id: body.refund_extra_id } : {}),
        }).unwrap();
        if (!check.is_valid) {
          form.setFieldError('refund_address', check.message ?? t('funding.swap.badRefundAddress'));
          return;
        }
      }
      onOpened(
        await sendWithKey(keys, body, (idempotencyKey) =>
          openSwap({ rail: setup.rail, body, idempotencyKey }).unwrap(),
        ),
      );
    });
  };

  const currency = form.values.currency.toUpperCase();
  const providerRange =
    range.data?.min && range.data.max
      ? t('funding.swap.providerRange', {
          provider: setup.provider,
          min: formatMoney(range.data.min, 'USD'),
          max: formatMoney(range.data.max, 'USD'),
          currency,
        })
      : null;
  const ruleLimits = ruleHint ? t('funding.swap.ruleRange', { limits: ruleHint }) : null;

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={isFiat ? t('funding.swap.payIn') : t('funding.swap.coin')}
            data={choices.map((choice) => ({
              value: choice.ticker,
              label: `${choice.ticker.toUpperCase()} · ${choice.name}`,
            }))}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('funding.swap.noCurrency')}
            required
            {...form.getInputProps('currency')}
          />
          <AmountInput
            label={t('funding.amount.label', { asset: currency || '…' })}
            decimals={decimals}
            required
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
        </SimpleGrid>
        {providerRange || ruleLimits ? (
          <Text size="xs" c="dimmed">
            {[providerRange, ruleLimits].filter(Boolean).join(' ')}
          </Text>
        ) : null}
        {isFiat ? (
          <FieldGroup label={t('funding.swap.payWith')}>
            <SegmentedChoice
              mt={6}
              data={depositTypes.map((type) => ({ value: type, label: t(`funding.swap.depositTypes.${type}`) }))}
              value={form.values.deposit_type}
              onChange={(value) => form.setFieldValue('deposit_type', value)}
            />
          </FieldGroup>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AddressInput
              label={t('funding.swap.refundAddress', { currency })}
              description={setup.kind === 'fixed' ? t('funding.swap.refundRequired') : t('funding.swap.refundHint')}
              required={setup.kind === 'fixed'}
              {...form.getInputProps('refund_address')}
            />
            <TextInput
              label={t('funding.swap.extraId')}
              description={t('funding.swap.extraIdHint')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('refund_extra_id')}
            />
          </SimpleGrid>
        )}
        <SwapEstimate setup={setup} live={live} problem={problemMessage} />
        <Button type="submit" loading={isLoading || validation.isLoading} w="fit-content">
          {isFiat ? t('funding.swap.buy', { provider: setup.provider }) : t('funding.swap.open')}
        </Button>
      </Stack>
    </form>
  );
}
