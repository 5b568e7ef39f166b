import type { BankDetails } from '@invest/contracts';
import { bankAccountKinds, bankAccountTypes } from '@invest/contracts/bank-accounts';
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date-time';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { FormSection } from '../../shared/ui/form-section';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { type InvestorProfile, useInvestorProfile } from '../onboarding';
import { BankDetailsPlaces } from './bank-details-places';
import { type BankDetailsValues, bankDetailsRequestOf, bankDetailsValuesOf } from './bank-details-values';
import { useBankDetailsQuery, useSaveBankDetailsMutation } from './funding.api';
import { fundingSchemas } from './funding-schemas';

/** What the account's fields need of the form. */
type AccountFieldsForm = Pick<UseFormReturnType<BankDetailsValues>, 'getInputProps'>;

/** A US account: its routing number, account number and type. */
function UsAccountFields({ form }: { form: AccountFieldsForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('funding.bankDetails.routingNumber')}
        description={t('funding.bankDetails.routingNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={9}
        required
        {...form.getInputProps('routing_number')}
      />
      <TextInput
        label={t('funding.bankDetails.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        required
        {...form.getInputProps('account_number')}
      />
      <Radio.Group label={t('funding.bankDetails.accountType')} required {...form.getInputProps('account_type')}>
        <Group gap="lg" mt={6}>
          {bankAccountTypes.map((type) => (
            <Radio key={type} value={type} label={t(`funding.bankDetails.accountTypes.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
    </>
  );
}

/** An account outside the US: its number, and its IBAN, SWIFT/BIC or branch code where it has them. */
function InternationalAccountFields({ form }: { form: AccountFieldsForm }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('funding.bankDetails.accountNumber')}
        autoComplete="off"
        spellCheck={false}
        required
        {...form.getInputProps('account_number')}
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
    </>
  );
}

/**
 * SPEC 3 "Bank details": a US account (ABA routing number, checking or savings) or another, and the
 * holder's address, country, state and city from the lookups the onboarding uses (typed where they
 * list none). A first save
 * starts from the investor's onboarding profile.
 */
function BankDetailsForm({ saved, profile }: { saved: BankDetails | null; profile: InvestorProfile | undefined }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: bankDetailsValuesOf(saved, profile),
    ...useContractValidation(fundingSchemas.bankDetails, bankDetailsRequestOf),
  });
  const feedback = useFormFeedback(form);
  const [save, { isLoading }] = useSaveBankDetailsMutation();
  const [savedAt, setSavedAt] = useState<string | null>(null);

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
          <Radio.Group label={t('funding.bankDetails.accountKind')} required {...form.getInputProps('account_kind')}>
            <Group gap="lg" mt={6}>
              {bankAccountKinds.map((kind) => (
                <Radio key={kind} value={kind} label={t(`funding.bankDetails.accountKinds.${kind}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('funding.bankDetails.bankName')} required {...form.getInputProps('bank_name')} />
            <TextInput
              label={t('funding.bankDetails.accountHolderName')}
              autoComplete="name"
              required
              {...form.getInputProps('account_holder_name')}
            />
            {form.values.account_kind === 'us' ? (
              <UsAccountFields form={form} />
            ) : (
              <InternationalAccountFields form={form} />
            )}
            <TextInput
              label={t('funding.bankDetails.accountCurrency')}
              maxLength={3}
              required
              {...form.getInputProps('account_currency')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('funding.bankDetails.addressSection')}>
          <Text size="sm" c="dimmed">
            {t('funding.bankDetails.addressHint')}
          </Text>
          <TextInput label={t('funding.bankDetails.addressLine1')} required {...form.getInputProps('address_line1')} />
          <TextInput label={t('funding.bankDetails.addressLine2')} {...form.getInputProps('address_line2')} />
          <TextInput label={t('funding.bankDetails.addressLine3')} {...form.getInputProps('address_line3')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <BankDetailsPlaces form={form} />
            <TextInput label={t('funding.bankDetails.suburb')} {...form.getInputProps('suburb')} />
            <TextInput
              label={t('funding.bankDetails.postalCode')}
              autoComplete="postal-code"
              required
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
  const profile = useInvestorProfile();
  return (
    <>
      <PageHeader title={t('funding.bankDetails.pageTitle')} description={t('funding.bankDetails.description')} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }} maw={760}>
        {details.isLoading || (details.data === null && profile === undefined) ? (
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
            <BankDetailsForm saved={details.data ?? null} profile={profile} />
          </Stack>
        )}
      </Paper>
    </>
  );
}
