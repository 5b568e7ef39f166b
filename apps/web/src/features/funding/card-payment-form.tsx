import type { CardPublicKey, Payment, PaymentRule } from '@invest/contracts';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionKeys } from '../../shared/api/action-key';
import { amountEntryToDecimal, completeAmountEntry } from '../../shared/forms/amount-entry';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { FormSection } from '../../shared/ui/form-section';
import { prefetchOnIntent } from '../../shared/ui/prefetch-on-intent';
import { CountrySelect, useCountriesQuery } from '../lookups';
import { encryptCardData } from './card-encryption';
import { cardDigits, checkCard, formatCardNumber, formatExpiry, parseExpiry } from './card-entry';
import { amountFieldProps, DepositAmountField } from './deposit-amount-field';
import { useCreateCardPaymentMutation } from './funding.api';
import { fundingSchemas } from './funding-schemas';
import type { BillingPrefill } from './use-billing-prefill';

interface CardValues {
  amount: string;
  number: string;
  expiry: string;
  cvv: string;
  name: string;
  country_id: string;
  line1: string;
  city: string;
  postal_code: string;
}

const blank: CardValues = {
  amount: '',
  number: '',
  expiry: '',
  cvv: '',
  name: '',
  country_id: '',
  line1: '',
  city: '',
  postal_code: '',
};

/** Where the contract's messages for the request's fields go on this form. */
const fieldOfRequest: Record<string, keyof CardValues> = {
  amount: 'amount',
  exp_month: 'expiry',
  exp_year: 'expiry',
  'billing_details.name': 'name',
  'billing_details.country': 'country_id',
  'billing_details.line1': 'line1',
  'billing_details.city': 'city',
  'billing_details.postal_code': 'postal_code',
};

function onFormFields(errors: FormErrors): FormErrors {
  const placed: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = fieldOfRequest[field];
    if (target && placed[target] === undefined) placed[target] = message;
  }
  return placed;
}

/**
 * The card deposit: amount with its live fee, the card (number grouped by fours, expiry, security
 * code) and the billing address, which starts from the investor's profile (`billing`). On submit the number and code are encrypted in the browser with
 * the provider's key; a retry of the same payment sends the same encrypted body under the same
 * Idempotency-Key, so the card is charged once.
 */
export function CardPaymentForm({
  cardKey,
  rule,
  billing,
  onPaid,
}: {
  cardKey: CardPublicKey;
  rule: PaymentRule | undefined;
  billing: BillingPrefill;
  onPaid: (payment: Payment) => void;
}) {
  const { t } = useTranslation();
  const countries = useCountriesQuery();
  const keys = useActionKeys();
  const encrypted = useRef<{ key: string; data: string } | null>(null);
  const [isEncrypting, setEncrypting] = useState(false);
  const [createPayment, { isLoading }] = useCreateCardPaymentMutation();

  useEffect(() => prefetchOnIntent(fundingSchemas.cardPayment.load), []);
  useEffect(() => prefetchOnIntent(() => import('openpgp')), []);

  const toRequest = (values: CardValues) => {
    const expiry = parseExpiry(values.expiry);
    const country = countries.data?.find((candidate) => String(candidate.id) === values.country_id);
    return {
      amount: amountEntryToDecimal(values.amount),
      ...(expiry ? { exp_month: expiry.month, exp_year: expiry.year } : {}),
      billing_details: {
        name: values.name,
        country: country?.country_code ?? '',
        line1: values.line1,
        city: values.city,
        postal_code: values.postal_code,
      },
    };
  };

  const form = useForm<CardValues>({
    initialValues: { ...blank, ...billing },
    validate: (values) => {
      const card: FormErrors = {};
      for (const [field, problem] of Object.entries(checkCard(values, new Date()))) {
        card[field] = t(`funding.card.errors.${problem}`);
      }
      const request = fundingSchemas.cardPayment.errorsOf(toRequest(values));
      return request instanceof Promise
        ? request.then((errors) => ({ ...onFormFields(errors), ...card }))
        : { ...onFormFields(request), ...card };
    },
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (values) => {
    await feedback.attempt(async () => {
      const idempotencyKey = keys.keyFor(values);
      try {
        if (encrypted.current?.key !== idempotencyKey) {
          setEncrypting(true);
          const data = await encryptCardData(cardKey, { number: cardDigits(values.number), cvv: values.cvv }).finally(
            () => setEncrypting(false),
          );
          encrypted.current = { key: idempotencyKey, data };
        }
        const body = {
          ...fundingSchemas.cardPayment.parse(toRequest(values)),
          key_id: cardKey.key_id,
          encrypted_data: encrypted.current.data,
        };
        const payment = await createPayment({ body, idempotencyKey }).unwrap();
        keys.settle();
        onPaid(payment);
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    });
  });

  const amount = amountEntryToDecimal(form.values.amount);
  const shownAmount = amount === undefined ? '' : completeAmountEntry(form.values.amount);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormAlert message={feedback.message} />
        <DepositAmountField asset="USD" rule={rule} {...amountFieldProps(form, 'amount')} />
        <FormSection title={t('funding.card.cardSection')}>
          <TextInput
            label={t('funding.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            required
            {...form.getInputProps('number')}
            onChange={(event) => form.setFieldValue('number', formatCardNumber(event.currentTarget.value))}
          />
          <SimpleGrid cols={{ base: 2 }} spacing="md">
            <TextInput
              label={t('funding.card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
              {...form.getInputProps('expiry')}
              onChange={(event) => form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))}
            />
            <TextInput
              label={t('funding.card.cvv')}
              description={t('funding.card.cvvHint')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              {...form.getInputProps('cvv')}
              onChange={(event) => form.setFieldValue('cvv', event.currentTarget.value.replace(/\D/g, ''))}
            />
          </SimpleGrid>
          <TextInput label={t('funding.card.name')} autoComplete="cc-name" required {...form.getInputProps('name')} />
        </FormSection>
        <FormSection title={t('funding.card.billingSection')}>
          <CountrySelect label={t('funding.card.country')} required {...form.getInputProps('country_id')} />
          <TextInput
            label={t('funding.card.line1')}
            autoComplete="billing address-line1"
            required
            {...form.getInputProps('line1')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('funding.card.city')}
              autoComplete="billing address-level2"
              required
              {...form.getInputProps('city')}
            />
            <TextInput
              label={t('funding.card.postalCode')}
              autoComplete="billing postal-code"
              required
              {...form.getInputProps('postal_code')}
            />
          </SimpleGrid>
        </FormSection>
        <Button type="submit" loading={isLoading || isEncrypting} size="md">
          {shownAmount ? t('funding.card.pay', { amount: shownAmount }) : t('funding.card.payBlank')}
        </Button>
      </Stack>
    </form>
  );
}
