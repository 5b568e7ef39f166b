import type { SubscriptionForm } from '@invest/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { useSaveSubscriptionStepMutation } from './offerings.api';
import { StepActions } from './step-actions';

/** The investor's tax number; the agreement and the commitment carry it, the screens show only its end. */
export function TaxStep({
  offeringId,
  taxNumber,
  onBack,
  onSaved,
}: {
  offeringId: string;
  taxNumber: string;
  onBack: () => void;
  onSaved: (form: SubscriptionForm, taxNumber: string) => void;
}) {
  const { t } = useTranslation();
  const [saveStep, { isLoading }] = useSaveSubscriptionStepMutation();
  const form = useForm({ initialValues: { tax_no: taxNumber } });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit((values) =>
    feedback.attempt(async () => {
      const taxNo = values.tax_no.trim();
      onSaved(await saveStep({ step: 'tax', ipo_id: offeringId, tax_no: taxNo }).unwrap(), taxNo);
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <FormAlert message={feedback.message} />
        <TextInput
          label={t('offerings.subscribe.taxNumber')}
          description={t('offerings.subscribe.taxHint')}
          autoComplete="off"
          required
          {...form.getInputProps('tax_no')}
        />
        <StepActions onBack={onBack} submitLabel={t('offerings.subscribe.continue')} isSaving={isLoading} />
      </Stack>
    </form>
  );
}
