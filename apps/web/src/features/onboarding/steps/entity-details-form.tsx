import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import { EntityDetailsFields, entityDetailsRequestOf, entityDetailsValuesOf } from '../fields/details-fields';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

/** My Details for an entity: the company, its type, country of incorporation and registration. */
export function EntityDetailsForm(screen: StepScreenProps) {
  const { t } = useTranslation();
  const companyName = useAppSelector((state) => state.auth.user?.company_name);
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'details',
    initialValues: entityDetailsValuesOf(screen.status.answers.details, companyName),
    schema: onboardingSchemas.entityDetails,
    toRequest: entityDetailsRequestOf,
    path: 'details/entity',
    onDone: screen.onDone,
  });

  return (
    <StepCard title={t('onboarding.labels.details')} description={t('onboarding.details.entityDescription')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
        <EntityDetailsFields form={form} />
      </StepForm>
    </StepCard>
  );
}
