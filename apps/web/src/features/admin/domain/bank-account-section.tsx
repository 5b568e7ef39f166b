import { SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DomainForm } from './use-domain-form';

/**
 * Where the domain's investors send bank transfers, shown to them on the bank transfer page: the
 * beneficiary and bank, an account number or IBAN, a routing number or SWIFT/BIC.
 */
export function BankAccountSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const isOn = form.values.has_bank_account;
  const field = (name: 'account_number' | 'iban' | 'routing_number' | 'swift_code') => (
    <TextInput label={t(`admin.domain.bank.${name}`)} {...form.getInputProps(`bank_account.${name}`)} />
  );
  return (
    <Stack gap="md">
      <Switch
        label={t('admin.domain.bank.enabled')}
        description={t('admin.domain.bank.enabledHint')}
        {...form.getInputProps('has_bank_account', { type: 'checkbox' })}
      />
      {isOn ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('admin.domain.bank.beneficiary_name')}
              required
              {...form.getInputProps('bank_account.beneficiary_name')}
            />
            <TextInput
              label={t('admin.domain.bank.bank_name')}
              required
              {...form.getInputProps('bank_account.bank_name')}
            />
            {field('account_number')}
            {field('iban')}
            {field('routing_number')}
            {field('swift_code')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('admin.domain.bank.numbersHint')}
          </Text>
          <Textarea
            label={t('admin.domain.bank.bank_address')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('bank_account.bank_address')}
          />
          <Textarea
            label={t('admin.domain.bank.reference_rule')}
            description={t('admin.domain.bank.referenceRuleHint')}
            autosize
            minRows={2}
            {...form.getInputProps('bank_account.reference_rule')}
          />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('admin.domain.bank.none')}
        </Text>
      )}
    </Stack>
  );
}
