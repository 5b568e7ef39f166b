import {
  type AdminOffering,
  allocationMethods,
  type CreateOfferingRequest,
  securityTypes,
  workflows,
} from '@invest/contracts';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../shared/forms/amount-input';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormSection } from '../../../shared/ui/form-section';
import { offeringTermsSchema } from './admin-offerings-schemas';
import { emptyTermsValues, type OfferingTermsValues, termsRequestOf, termsValuesOf } from './offering-terms-values';

interface OfferingTermsFormProps {
  /** The offering being edited; a new draft when absent. */
  offering?: AdminOffering;
  submitLabel: string;
  onSubmit: (body: CreateOfferingRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * Every term of an offering, in the sections an administrator thinks in. The contract schema checks
 * the fields as they are typed; the server's field errors (a minimum above the maximum, a close
 * before the open) land on the same fields.
 */
export function OfferingTermsForm({ offering, submitLabel, onSubmit, onCancel }: OfferingTermsFormProps) {
  const { t } = useTranslation();
  const validation = useContractValidation(offeringTermsSchema, termsRequestOf);
  const initialValues: OfferingTermsValues = offering ? termsValuesOf(offering) : emptyTermsValues;
  const form = useForm({
    initialValues,
    ...validation,
  });
  const feedback = useFormFeedback(form);
  const { workflow, uses_range: usesRange } = form.getValues();
  const isRange = workflow === 'ipo' && usesRange;
  const submit = form.onSubmit((body) => feedback.attempt(() => onSubmit(body)));
  const rangeError = form.errors.price_range;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <FormAlert message={feedback.message} />
        <FormSection title={t('admin.offeringForm.issuer')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('admin.offeringForm.nameLabel')} required {...form.getInputProps('name')} />
            <TextInput label={t('admin.offeringForm.issuerLabel')} required {...form.getInputProps('issuer_name')} />
          </SimpleGrid>
          <Textarea
            label={t('admin.offeringForm.summaryLabel')}
            required
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('summary')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('admin.offeringForm.assetLabel')}
              description={t('admin.offeringForm.assetHint')}
              required
              autoCapitalize="characters"
              {...form.getInputProps('asset')}
            />
            <Select
              label={t('admin.offeringForm.workflowLabel')}
              data={workflows.map((value) => ({ value, label: t(`offerings.workflows.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('workflow')}
            />
            <Select
              label={t('admin.offeringForm.securityTypeLabel')}
              data={securityTypes.map((value) => ({ value, label: t(`offerings.securityTypes.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps('security_type')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('admin.offeringForm.pricing')}>
          {workflow === 'ipo' ? (
            <Select
              label={t('admin.offeringForm.allocationLabel')}
              description={t('admin.offeringForm.allocationHint')}
              data={allocationMethods.map((value) => ({
                value,
                label: t(`admin.offeringForm.allocationMethods.${value}`),
              }))}
              allowDeselect={false}
              maw={320}
              {...form.getInputProps('allocation_method')}
            />
          ) : null}
          {workflow === 'ipo' ? (
            <Checkbox
              label={t('admin.offeringForm.usesRange')}
              description={t('admin.offeringForm.priceRangeHint')}
              {...form.getInputProps('uses_range', { type: 'checkbox' })}
            />
          ) : null}
          {isRange ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <AmountInput
                label={t('admin.offeringForm.lowLabel')}
                required
                {...form.getInputProps('price_range.low')}
                error={form.errors['price_range.low'] ?? rangeError}
              />
              <AmountInput
                label={t('admin.offeringForm.highLabel')}
                required
                {...form.getInputProps('price_range.high')}
              />
            </SimpleGrid>
          ) : (
            <AmountInput
              label={t('admin.offeringForm.priceLabel')}
              required
              maw={320}
              {...form.getInputProps('price_per_share')}
            />
          )}
        </FormSection>

        <FormSection title={t('admin.offeringForm.limits')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AmountInput label={t('admin.offeringForm.minLabel')} required {...form.getInputProps('min_investment')} />
            <AmountInput
              label={t('admin.offeringForm.maxLabel')}
              description={t('admin.offeringForm.maxHint')}
              {...form.getInputProps('max_investment')}
            />
            <AmountInput label={t('admin.offeringForm.targetLabel')} required {...form.getInputProps('target_raise')} />
            <AmountInput label={t('admin.offeringForm.maxRaiseLabel')} required {...form.getInputProps('max_raise')} />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('admin.offeringForm.schedule')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="datetime-local"
              label={t('admin.offeringForm.opensLabel')}
              required
              {...form.getInputProps('opens_at')}
            />
            <TextInput
              type="datetime-local"
              label={t('admin.offeringForm.closesLabel')}
              required
              {...form.getInputProps('closes_at')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t('admin.offeringForm.eligibility')}>
          <Checkbox
            label={t('admin.offeringForm.accreditedLabel')}
            {...form.getInputProps('accredited_only', { type: 'checkbox' })}
          />
          <TagsInput
            label={t('admin.offeringForm.countriesLabel')}
            description={t('admin.offeringForm.countriesHint')}
            splitChars={[',', ' ']}
            clearable
            {...form.getInputProps('restricted_countries')}
          />
        </FormSection>

        <FormSection title={t('admin.offeringForm.risks')}>
          <Textarea
            label={t('admin.offeringForm.riskLabel')}
            description={t('admin.offeringForm.riskHint')}
            autosize
            minRows={4}
            maxRows={14}
            {...form.getInputProps('risk_text')}
          />
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('admin.offeringForm.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
