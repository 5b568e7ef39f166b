import type { OnboardingProgress } from '@invest/contracts/onboarding';
import { useForm } from '@mantine/form';
import type { LazySchema } from '../../shared/forms/lazy-schema';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { clearDraft, readDraft, writeDraft } from './drafts';
import { useSaveRegistrationStepMutation } from './onboarding.api';

interface StepFormOptions<Values, Request> {
  /** The draft's name: the step, or a part of it such as identification_details. */
  draft: string;
  /** The form's values before any draft: what the user saved before, or blanks. */
  initialValues: Values;
  schema: LazySchema<Request>;
  toRequest: (values: Values) => unknown;
  /** The call under /v1/registration/ that saves the step. */
  path: string;
  onDone: (progress: OnboardingProgress) => void;
}

/**
 * A step's form: validated with the route's own schema, its unsaved values kept as a draft, saved
 * through the step's call, with field errors from the server on the fields and any other on top.
 */
export function useStepForm<Values extends Record<string, unknown>, Request>(
  options: StepFormOptions<Values, Request>,
) {
  const userId = useAppSelector((state) => state.auth.user?.id ?? '');
  const validation = useContractValidation(options.schema, options.toRequest);
  const form = useForm<Values, Request>({
    initialValues: { ...options.initialValues, ...readDraft<Values>(userId, options.draft) },
    validate: validation.validate,
    transformValues: validation.transformValues,
    onValuesChange: (values) => writeDraft(userId, options.draft, values),
  });
  const feedback = useFormFeedback(form);
  const [save, { isLoading }] = useSaveRegistrationStepMutation();

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const progress = await save({ path: options.path, body: request }).unwrap();
      clearDraft(userId, options.draft);
      options.onDone(progress);
    });
  });

  return { form, onSubmit, message: feedback.message, isSaving: isLoading };
}
