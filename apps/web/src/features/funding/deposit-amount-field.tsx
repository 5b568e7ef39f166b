import type { FundingMethod, PaymentRule } from '@invest/contracts';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { amountEntryToDecimal } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import type { LazySchema } from '../../shared/forms/lazy-schema';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { withFieldError } from '../../shared/forms/with-field-error';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { FeeSummary, useLimitCheck, useLimitsHint } from './fee-summary';
import { ruleOf } from './funding-methods';

type AmountInputProps = ComponentProps<typeof AmountInput>;

/**
 * The amount of a deposit in `asset`: typed with the asset's decimals, the domain's limits under it,
 * and below it the fee the method's rule takes and what is added to the balance, live.
 */
export function DepositAmountField({
  asset,
  rule,
  decimals = 2,
  label,
  value = '',
  ...props
}: Omit<AmountInputProps, 'label' | 'description' | 'decimals'> & {
  asset: string;
  rule: PaymentRule | undefined;
  decimals?: number;
  label?: string;
}) {
  const { t } = useTranslation();
  const limits = useLimitsHint(rule, asset);
  return (
    <Stack gap="xs">
      <AmountInput
        label={label ?? t('funding.amount.label', { asset })}
        description={limits}
        decimals={decimals}
        required
        value={value}
        {...props}
      />
      <FeeSummary amount={amountEntryToDecimal(value, decimals)} asset={asset} rule={rule} kind="deposit" />
    </Stack>
  );
}

/** The props that bind DepositAmountField to `field` of `form`: its value and error, and each change. */
export function amountFieldProps<InputProps>(
  form: { getInputProps(path: string): InputProps; setFieldValue(path: string, value: string): void },
  field: string,
) {
  return { ...form.getInputProps(field), onChange: (value: string) => form.setFieldValue(field, value) };
}

/**
 * A deposit form whose amount (the field `amountField`, typed with `decimals`) is checked before it
 * is sent against the route's contract and the domain's rule for `method`: the limits and fee the
 * server enforces too. Answers the form, the rule (for DepositAmountField) and the form's feedback.
 */
export function useDepositForm<Values extends Record<string, string>, Request>(options: {
  method: FundingMethod;
  asset: string;
  decimals?: number;
  amountField: keyof Values & string;
  initialValues: Values;
  schema: LazySchema<Request>;
  toRequest: (values: Values) => unknown;
}) {
  const { method, asset, decimals = 2, amountField } = options;
  const rules = usePaymentOptionsRulesQuery();
  const rule = ruleOf(rules.data, method);
  const limitCheck = useLimitCheck();
  const contract = useContractValidation(options.schema, options.toRequest);
  const form = useForm<Values, Request>({
    initialValues: options.initialValues,
    validate: (values) =>
      withFieldError(
        contract.validate(values),
        amountField,
        limitCheck(amountEntryToDecimal(values[amountField] ?? '', decimals), asset, rule),
      ),
    transformValues: contract.transformValues,
  });
  const feedback = useFormFeedback(form);
  return { form, rule, feedback };
}
