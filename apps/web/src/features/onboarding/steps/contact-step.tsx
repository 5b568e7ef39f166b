import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { ContactFields, contactRequestOf, contactValuesOf } from '../fields/contact-fields';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

/** My Contact Details: phone in the country's mask and the postal address, found by search or typed. */
export function ContactStep(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'contact',
    initialValues: contactValuesOf(screen.status.answers.contact, String(user?.nationality?.id ?? '')),
    schema: onboardingSchemas.contact,
    toRequest: contactRequestOf,
    path: 'contact',
    onDone: screen.onDone,
  });

  return (
    <StepCard title={t('onboarding.labels.contact')} description={t('onboarding.contact.description')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
        <ContactFields form={form} />
      </StepForm>
    </StepCard>
  );
}
