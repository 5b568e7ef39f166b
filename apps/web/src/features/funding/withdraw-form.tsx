import type { AssetBalance, Payment, WithdrawalChain } from '@invest/contracts';
import { Alert, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { isApiError } from '../../shared/api/api-error';
import { formatMoney } from '../../shared/format/money';
import { amountEntryToDecimal, completeAmountEntry } from '../../shared/forms/amount-entry';
import { AmountInput } from '../../shared/forms/amount-input';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FieldGroup } from '../../shared/ui/field-group';
import { OneTimeCodeField } from '../../shared/ui/one-time-code-field';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { usePaymentOptionsRulesQuery } from '../lookups';
import { FeeSummary, useLimitsHint } from './fee-summary';
import { useBankDetailsQuery, useWithdrawMutation } from './funding.api';
import { ruleOf } from './funding-methods';
import { fundingSchemas } from './funding-schemas';

/** The chains of the contract's `withdrawalChains`, in the order the form offers them. */
const chains = ['ETH', 'POLYGON', 'BASE', 'AVAX', 'SOL'] as const satisfies readonly WithdrawalChain[];

interface WithdrawValues {
  currency: string;
  amount: string;
  wallet: string;
  chain: string;
  one_time_password: string;
}

/** The most of a balance the 2-decimal amount field can take: "10.123456" → "10.12", never rounded up. */
function maxEntry(available: string): string {
  const [whole = '0', fraction = ''] = available.split('.');
  return completeAmountEntry(`${whole}.${fraction.slice(0, 2)}`);
}

function BankDestination() {
  const { t } = useTranslation();
  const details = useBankDetailsQuery();
  if (details.isLoading) return <Text size="sm">{t('common.loading')}</Text>;
  if (!details.data) {
    return (
      <Alert color="yellow" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('funding.withdraw.noBankDetails')}</Text>
          <Button component={Link} to="/account/bank-details" size="xs">
            {t('funding.withdraw.addBankDetails')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">
        {t('funding.withdraw.bankDestination', {
          bank: details.data.bank_name,
          last4: details.data.account_number.slice(-4),
        })}
      </Text>
      <Anchor component={Link} to="/account/bank-details" size="sm">
        {t('funding.withdraw.changeBankDetails')}
      </Anchor>
    </Group>
  );
}

/**
 * The withdrawal: currency, amount (at most what is available), the destination (the saved bank
 * account for US dollars, a wallet and its chain for USDC) and, with 2FA on, the authenticator code.
 * Refusals arrive as WF-1, a taken withdrawal as WF-2 (SPEC 8). The Idempotency-Key belongs to the
 * withdrawal without its code, so a retry with a fresh code can never withdraw twice.
 */
export function WithdrawForm({ balances, onDone }: { balances: AssetBalance[]; onDone: (payment: Payment) => void }) {
  const { t } = useTranslation();
  const hasTwoFactor = useAppSelector((state) => state.auth.user?.two_factor_enabled ?? false);
  const rules = usePaymentOptionsRulesQuery();
  const keys = useActionKeys();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const [isRefused, setRefused] = useState(false);
  const currencies = balances.filter((balance) => balance.asset === 'USD' || balance.asset === 'USDC');

  const toRequest = (values: WithdrawValues) => ({
    currency: values.currency,
    amount: amountEntryToDecimal(values.amount),
    ...(values.currency === 'USD' ? {} : { wallet: values.wallet.trim(), chain: values.chain || undefined }),
    ...(hasTwoFactor ? { one_time_password: values.one_time_password } : {}),
  });
  const form = useForm({
    initialValues: {
      currency: currencies[0]?.asset ?? 'USD',
      amount: '',
      wallet: '',
      chain: '',
      one_time_password: '',
    } satisfies WithdrawValues,
    ...useContractValidation(fundingSchemas.withdraw, toRequest),
  });
  const feedback = useFormFeedback(form);
  const { currency } = form.values;
  const balance = currencies.find((candidate) => candidate.asset === currency);
  const rule = ruleOf(rules.data, currency === 'USD' ? 'BANK TRANSFER' : 'USDC TRANSFER');
  const limits = useLimitsHint(rule, currency);

  const onSubmit = form.onSubmit(async (body) => {
    setRefused(false);
    await feedback.attempt(async () => {
      try {
        const taken = await sendWithKey(keys, { ...body, one_time_password: undefined }, (idempotencyKey) =>
          withdraw({ body, idempotencyKey }).unwrap(),
        );
        onDone(taken.payment);
      } catch (error) {
        setRefused(isApiError(error) && error.code === 'WF-1');
        throw error;
      }
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {feedback.message || isRefused ? (
          <Alert color="red" variant="light" role="alert" title={isRefused ? t('funding.withdraw.failed') : undefined}>
            {feedback.message}
          </Alert>
        ) : null}
        <FieldGroup label={t('funding.withdraw.currency')}>
          <SegmentedChoice
            data={currencies.map((candidate) => candidate.asset)}
            value={currency}
            onChange={(value) => form.setValues({ currency: value, amount: '' })}
            mt={6}
          />
        </FieldGroup>
        <Stack gap="xs">
          <AmountInput
            label={t('funding.amount.label', { asset: currency })}
            description={
              <>
                {t('funding.withdraw.available', {
                  amount: formatMoney(balance?.available ?? '0', currency),
                  asset: currency,
                })}
                {limits ? ` ${limits}` : ''}
              </>
            }
            required
            rightSectionWidth={64}
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('funding.withdraw.maxLabel')}
                onClick={() => form.setFieldValue('amount', maxEntry(balance?.available ?? '0'))}
              >
                {t('funding.withdraw.max')}
              </Button>
            }
            {...form.getInputProps('amount')}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
          <FeeSummary
            amount={amountEntryToDecimal(form.values.amount)}
            asset={currency}
            rule={rule}
            kind="withdrawal"
          />
        </Stack>
        <Stack gap="sm">
          <Text size="sm" fw={500}>
            {t('funding.withdraw.destination')}
          </Text>
          {currency === 'USD' ? (
            <BankDestination />
          ) : (
            <>
              <Select
                label={t('funding.withdraw.chain')}
                data={[...chains]}
                required
                {...form.getInputProps('chain')}
              />
              <TextInput
                label={t('funding.withdraw.wallet')}
                autoComplete="off"
                spellCheck={false}
                ff="monospace"
                required
                {...form.getInputProps('wallet')}
              />
            </>
          )}
        </Stack>
        {hasTwoFactor ? (
          <OneTimeCodeField
            label={t('funding.withdraw.otp')}
            description={t('funding.withdraw.otpHint')}
            w={{ base: '100%', xs: 380 }}
            {...form.getInputProps('one_time_password')}
          />
        ) : null}
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.withdraw.submit')}
        </Button>
      </Stack>
    </form>
  );
}
