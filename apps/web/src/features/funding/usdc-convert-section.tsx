import type { ConversionAsset, UsdcConversion, UsdcConversionRequest } from '@invest/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { api } from '../../shared/api/api';
import { formatMoney } from '../../shared/format/money';
import { AmountInput } from '../../shared/forms/amount-input';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppDispatch } from '../../shared/store/hooks';
import { FieldGroup } from '../../shared/ui/field-group';
import { FormAlert } from '../../shared/ui/form-alert';
import { SegmentedChoice } from '../../shared/ui/segmented-choice';
import { useCreateUsdcConversionMutation, useUsdcConversionsQuery } from './conversions.api';
import { useDashboardQuery } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import { FundingSection } from './funding-screen';
import { SandboxNotice } from './sandbox-notice';
import { ConversionActions, ConversionList } from './usdc-conversion-list';
import {
  type ConvertValues,
  checkAmountWith,
  conversionPollingInterval,
  conversionRequestOf,
  hasSettledSince,
  sourceOf,
} from './usdc-conversions';

const shown = 5;

function ConvertForm() {
  const { t } = useTranslation();
  const keys = useActionKeys();
  const [create, { isLoading }] = useCreateUsdcConversionMutation();
  const dashboard = useDashboardQuery();
  const contract = useContractValidation(fundingSchemas.usdcConversion, conversionRequestOf);
  const form = useForm<ConvertValues, UsdcConversionRequest>({
    initialValues: { amount: '', to: 'USD' },
    validate: checkAmountWith(contract.validate, t('funding.usdc.convert.zeroAmount')),
    transformValues: contract.transformValues,
  });
  const feedback = useFormFeedback(form);
  const from = sourceOf(form.values.to);
  const available = dashboard.data?.balances.find((balance) => balance.asset === from)?.available ?? '0';

  const onSubmit = form.onSubmit(async (body) => {
    await feedback.attempt(async () => {
      const conversion = await sendWithKey(keys, body, (idempotencyKey) => create({ body, idempotencyKey }).unwrap());
      form.setFieldValue('amount', '');
      const amount = formatMoney(conversion.amount, conversion.from);
      notifications.show({
        color: 'teal',
        message: t('funding.usdc.convert.requested', { amount, from: conversion.from, to: conversion.to }),
      });
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <FieldGroup label={t('funding.usdc.convert.direction')}>
          <SegmentedChoice
            data={[
              { value: 'USD', label: t('funding.usdc.convert.toUsd') },
              { value: 'USDC', label: t('funding.usdc.convert.toUsdc') },
            ]}
            value={form.values.to}
            onChange={(value: ConversionAsset) => form.setFieldValue('to', value)}
            mt={6}
          />
        </FieldGroup>
        <AmountInput
          label={t('funding.usdc.convert.amount', { asset: from })}
          description={t('funding.usdc.convert.available', { amount: formatMoney(available, from), asset: from })}
          required
          {...form.getInputProps('amount')}
          onChange={(value) => form.setFieldValue('amount', value)}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.usdc.convert.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The latest conversions, read again every moment while one waits for the custodian; once one is
 * seen to settle, the balances are read again, so every figure on the page agrees with it.
 */
function LatestConversions() {
  const dispatch = useAppDispatch();
  const [pollingInterval, setPollingInterval] = useState(0);
  const conversions = useUsdcConversionsQuery({ page: 1, limit: shown }, { pollingInterval });
  const items = conversions.data?.items;
  const seen = useRef<readonly UsdcConversion[]>([]);

  useEffect(() => {
    if (!items) return;
    setPollingInterval(conversionPollingInterval(items));
    if (hasSettledSince(seen.current, items)) dispatch(api.util.invalidateTags(['Balances']));
    seen.current = items;
  }, [items, dispatch]);

  return <ConversionList query={conversions} actions={(conversion) => <ConversionActions conversion={conversion} />} />;
}

/**
 * The USDC page's Convert section: US dollars of the cash balance to USDC or back, 1:1 with the
 * platform's treasury; the amount is set aside until it settles, and a pending conversion may be
 * changed or cancelled.
 */
export function ConvertSection({ isSandbox }: { isSandbox: boolean }) {
  const { t } = useTranslation();
  return (
    <FundingSection title={t('funding.usdc.convert.title')}>
      <Text size="sm" c="dimmed">
        {t('funding.usdc.convert.intro')}
      </Text>
      {isSandbox ? (
        <SandboxNotice title={t('funding.usdc.convert.sandboxTitle')}>
          <Text size="sm">{t('funding.usdc.convert.sandbox')}</Text>
        </SandboxNotice>
      ) : null}
      <ConvertForm />
      <LatestConversions />
    </FundingSection>
  );
}
