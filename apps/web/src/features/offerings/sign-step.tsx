import type { InvestorOffering, Subscription, SubscriptionForm } from '@invest/contracts';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { sendWithKey, useActionKeys } from '../../shared/api/action-key';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { SignaturePadField } from '../onboarding';
import { formatOfferingAmount } from './offering-amount';
import { useSaveSubscriptionStepMutation, useSubmitSubscriptionMutation } from './offerings.api';
import { StepActions } from './step-actions';

interface SignStepProps {
  offering: InvestorOffering;
  form: SubscriptionForm;
  /** The whole tax number, which the submission repeats (the form shows only its end). */
  taxNumber: string;
  onBack: () => void;
  onCommitted: (commitment: Subscription) => void;
}

/**
 * The e-signature (typed name, acceptance and a drawn signature the agreement shows), then the
 * commitment itself: the money is held under one Idempotency-Key per commitment, so a retry after a
 * lost answer holds it once.
 */
export function SignStep({ offering, form: saved, taxNumber, onBack, onCommitted }: SignStepProps) {
  const { t } = useTranslation();
  const [saveStep, signing] = useSaveSubscriptionStepMutation();
  const [submit, submitting] = useSubmitSubscriptionMutation();
  const keys = useActionKeys();
  const form = useForm({
    initialValues: { signer_name: '', agreed: false, signature: '' },
    validate: {
      agreed: (value) => (value ? null : t('offerings.subscribe.agreeFirst')),
      signature: (value) => (value ? null : t('offerings.subscribe.signFirst')),
    },
  });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit((values) =>
    feedback.attempt(async () => {
      const signed = await saveStep({
        step: 'agreement',
        ipo_id: offering.id,
        signer_name: values.signer_name.trim(),
        agreed: true,
        signature: values.signature,
      }).unwrap();
      const body = {
        ipo_id: offering.id,
        share_qty: signed.share_qty ?? '',
        price_share: signed.price_share ?? '',
        tax_no: taxNumber,
      };
      onCommitted(await sendWithKey(keys, body, (idempotencyKey) => submit({ body, idempotencyKey }).unwrap()));
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <FormAlert message={feedback.message} />
        <TextInput
          label={t('offerings.subscribe.signerName')}
          autoComplete="name"
          required
          {...form.getInputProps('signer_name')}
        />
        <Checkbox label={t('offerings.subscribe.agreed')} {...form.getInputProps('agreed', { type: 'checkbox' })} />
        <SignaturePadField
          label={t('offerings.subscribe.signature')}
          description={t('offerings.subscribe.signatureNote')}
          error={form.errors.signature}
          onChange={(signature) => form.setFieldValue('signature', signature ?? '')}
        />
        <StepActions
          onBack={onBack}
          isSaving={signing.isLoading || submitting.isLoading}
          submitLabel={t('offerings.subscribe.signAndCommit', {
            amount: formatOfferingAmount(saved.amount ?? '0'),
            asset: offering.quote_asset,
          })}
        />
      </Stack>
    </form>
  );
}
