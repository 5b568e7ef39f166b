import { fundingMethods } from '@invest/contracts/funding';
import { Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableHead } from '../../../shared/ui/table-head';
import { usePaymentOptionsRulesQuery } from '../../lookups';
import { EditableRows, RemoveRowButton } from './editable-rows';
import type { DomainForm } from './use-domain-form';

/**
 * The domain's rule per funding method (GET payment-options-rules): on or off, its limits in US
 * dollars and its fee. With none, investors get the platform's rules, which a new list starts from.
 */
export function PaymentRulesSection({ form }: { form: DomainForm }) {
  const { t } = useTranslation();
  const rules = form.values.payment_rules;
  const current = usePaymentOptionsRulesQuery(undefined, { skip: rules.length > 0 });
  const unused = fundingMethods.filter((method) => !rules.some((rule) => rule.method === method));

  const add = () => {
    if (rules.length === 0 && current.data && current.data.length > 0) {
      form.setFieldValue(
        'payment_rules',
        current.data.map((rule) => ({ ...rule })),
      );
      return;
    }
    form.insertListItem('payment_rules', {
      method: unused[0] ?? '',
      enabled: true,
      min_amount: '0',
      max_amount: '1000000',
      fee_pct: '0',
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('admin.domain.payments.intro')}
      </Text>
      <EditableRows
        count={rules.length}
        empty={t('admin.domain.payments.empty')}
        addLabel={rules.length === 0 ? t('admin.domain.payments.start') : t('admin.domain.payments.add')}
        onAdd={add}
      >
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" aria-label={t('admin.domain.payments.tableLabel')}>
            <TableHead
              labels={[
                t('admin.domain.payments.method'),
                t('admin.domain.payments.enabled'),
                t('admin.domain.payments.min'),
                t('admin.domain.payments.max'),
                t('admin.domain.payments.fee'),
                '',
              ]}
            />
            <Table.Tbody>
              {rules.map((rule, index) => {
                const named = (label: string) => `${label}: ${rule.method || index + 1}`;
                const amount = (field: 'min_amount' | 'max_amount' | 'fee_pct', label: string) => (
                  <TextInput
                    aria-label={named(label)}
                    inputMode="decimal"
                    size="sm"
                    {...form.getInputProps(`payment_rules.${index}.${field}`)}
                  />
                );
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place; the method is chosen in them
                  <Table.Tr key={index}>
                    <Table.Td miw={170}>
                      <Select
                        aria-label={t('admin.domain.payments.methodLabel', { row: index + 1 })}
                        size="sm"
                        data={[...new Set([rule.method, ...unused])].filter(Boolean)}
                        allowDeselect={false}
                        {...form.getInputProps(`payment_rules.${index}.method`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={named(t('admin.domain.payments.enabled'))}
                        {...form.getInputProps(`payment_rules.${index}.enabled`, { type: 'checkbox' })}
                      />
                    </Table.Td>
                    <Table.Td>{amount('min_amount', t('admin.domain.payments.min'))}</Table.Td>
                    <Table.Td>{amount('max_amount', t('admin.domain.payments.max'))}</Table.Td>
                    <Table.Td w={90}>{amount('fee_pct', t('admin.domain.payments.fee'))}</Table.Td>
                    <Table.Td>
                      <RemoveRowButton
                        label={t('admin.domain.payments.remove', { method: rule.method || index + 1 })}
                        onClick={() => form.removeListItem('payment_rules', index)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </EditableRows>
    </Stack>
  );
}
