import type { BankDetails } from '@invest/contracts';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { idOf, optionalText } from '../../shared/forms/form-values';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { FormSection } from '../../shared/ui/form-section';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { CitySelect, CountrySelect, ProvinceSelect } from '../lookups';
import { useBankDetailsQuery, useSaveBankDetailsMutation } from './funding.api';
import { fundingSchemas } from './funding-schemas';

interface BankDetailsValues {
  bank_name: string;
  account_holder_name: string;
  account_number: string;
  account_currency: string;
  branch_code: string;
  swift_code: string;
  iban: string;
  address_line1: string;
  address_line2: string;
  address_line3: string;
  country_id: string;
  province_id: string;
  city_id: string;
  suburb: string;
  postal_code: string;
}

const textFields = [
  'branch_code',
  'swift_code',
  'iban',
  'address_line2',
  'address_line3',
  'suburb',
  'postal_code',
] as const;

function valuesOf(saved: BankDetails | null): BankDetailsValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    bank_name: text(saved?.bank_name),
    account_holder_name: text(saved?.account_holder_name),
    account_number: text(saved?.account_number),
    account_currency: saved?.account_currency ?? 'USD',
    branch_code: text(saved?.branch_code),
    swift_code: text(saved?.swift_code),
    iban: text(saved?.iban),
    address_line1: text(saved?.address_line1),
    address_line2: text(saved?.address_line2),
    address_line3: text(saved?.address_line3),
    country_id: text(saved?.country_id),
    province_id: text(saved?.province_id),
    city_id: text(saved?.city_id),
    suburb: text(saved?.suburb),
    postal_code: text(saved?.postal_code),
  };
}

function toRequest(values: BankDetailsValues) {
  const optional = Object.fromEntries(textFields.map((field) => [field, optionalText(values[field])]));
  return {
    bank_name: values.bank_name,
    account_holder_name: values.account_holder_name,
    account_number: values.account_number,
    account_currency: values.account_currency,
    address_line1: values.address_line1,
    ...optional,
    country_id: idOf(values.country_id),
    province_id: idOf(values.province_id),
    city_id: idOf(values.city_id),
  };
}

/** SPEC 3 "Bank details", country, province and city from the lookups the onboarding uses. */
function BankDetailsForm({ saved }: { saved: BankDetails | null }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: valuesOf(saved),
    ...useContractValidation(fundingSchemas.bankDetails, toRequest),
  });
  const feedback = useFormFeedback(form);
  const [save, { isLoading }] = useSaveBankDetailsMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const countryId = idOf(form.values.country_id);
  const provinceId = idOf(form.values.province_id);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const details = await save(request).unwrap();
      setSavedAt(details.updated_at);
      form.resetDirty();
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormAlert message={feedback.message} />
        {savedAt ? (
          <Alert color="teal" variant="light" role="status">
            {t('funding.bankDetails.saved')}
          </Alert>
        ) : null}
        <FormSection title={t('funding.bankDetails.accountSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('funding.bankDetails.bankName')} required {...form.getInputProps('bank_name')} />
            <TextInput
              label={t('funding.bankDetails.accountHolderName')}
              autoComplete="name"
              required
              {...form.getInputProps('account_holder_name')}
            />
            <TextInput
              label={t('funding.bankDetails.accountNumber')}
              autoComplete="off"
              spellCheck={false}
              required
              {...form.getInputProps('account_number')}
            />
            <TextInput
              label={t('funding.bankDetails.accountCurrency')}
              maxLength={3}
              required
              {...form.getInputProps('account_currency')}
            />
            <TextInput
              label={t('funding.bankDetails.iban')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('iban')}
            />
            <TextInput
              label={t('funding.bankDetails.swiftCode')}
              autoComplete="off"
              spellCheck={false}
              {...form.getInputProps('swift_code')}
            />
            <TextInput label={t('funding.bankDetails.branchCode')} {...form.getInputProps('branch_code')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('funding.bankDetails.addressSection')}>
          <TextInput label={t('funding.bankDetails.addressLine1')} required {...form.getInputProps('address_line1')} />
          <TextInput label={t('funding.bankDetails.addressLine2')} {...form.getInputProps('address_line2')} />
          <TextInput label={t('funding.bankDetails.addressLine3')} {...form.getInputProps('address_line3')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <CountrySelect
              label={t('funding.bankDetails.country')}
              required
              {...form.getInputProps('country_id')}
              onChange={(value) => form.setValues({ country_id: value ?? '', province_id: '', city_id: '' })}
            />
            <ProvinceSelect
              label={t('funding.bankDetails.province')}
              countryId={countryId}
              {...form.getInputProps('province_id')}
              onChange={(value) => form.setValues({ province_id: value ?? '', city_id: '' })}
            />
            <CitySelect
              label={t('funding.bankDetails.city')}
              provinceId={provinceId}
              {...form.getInputProps('city_id')}
            />
            <TextInput label={t('funding.bankDetails.suburb')} {...form.getInputProps('suburb')} />
            <TextInput
              label={t('funding.bankDetails.postalCode')}
              description={t('funding.bankDetails.postalCodeHint')}
              autoComplete="postal-code"
              {...form.getInputProps('postal_code')}
            />
          </SimpleGrid>
        </FormSection>
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('funding.bankDetails.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/account/bank-details`: where US dollar withdrawals are paid. */
export function BankDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('funding.bankDetails.pageTitle'));
  const details = useBankDetailsQuery();
  return (
    <>
      <PageHeader title={t('funding.bankDetails.pageTitle')} description={t('funding.bankDetails.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={760}>
        {details.isLoading ? (
          <ListSkeleton />
        ) : details.isError ? (
          <QueryError error={details.error} onRetry={() => void details.refetch()} />
        ) : (
          <Stack gap="md">
            {details.data ? (
              <Text size="sm" c="dimmed">
                {t('funding.bankDetails.lastSaved', { date: formatDateTime(details.data.updated_at) })}
              </Text>
            ) : null}
            <BankDetailsForm saved={details.data ?? null} />
          </Stack>
        )}
      </Paper>
    </>
  );
}
