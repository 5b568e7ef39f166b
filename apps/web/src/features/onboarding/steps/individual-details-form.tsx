import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../shared/store/hooks';
import {
  IndividualDetailsFields,
  individualDetailsRequestOf,
  individualDetailsValuesOf,
} from '../fields/details-fields';
import { onboardingSchemas } from '../onboarding-schemas';
import { StepCard, StepForm, type StepScreenProps } from '../step-layout';
import { useStepForm } from '../use-step-form';

/** My Details for an individual: legal name, date of birth, nationality and profession. */
export function IndividualDetailsForm(screen: StepScreenProps) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const { form, onSubmit, message, isSaving } = useStepForm({
    draft: 'details',
    initialValues: individualDetailsValuesOf(screen.status.answers.details, user),
    schema: onboardingSchemas.individualDetails,
    toRequest: individualDetailsRequestOf,
    path: 'details/individual',
    onDone: screen.onDone,
  });

  return (
    <StepCard title={t('onboarding.labels.details')} description={t('onboarding.details.individualDescription')}>
      <StepForm screen={screen} onSubmit={onSubmit} message={message} isSaving={isSaving}>
        <IndividualDetailsFields form={form} />
      </StepForm>
    </StepCard>
  );
}
