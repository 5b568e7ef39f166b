import type { SettingsSaved } from '@invest/contracts';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { LazySchema } from '../../../shared/forms/lazy-schema';
import { useContractValidation } from '../../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../../shared/forms/use-form-feedback';

interface SettingsFormOptions<Values, Request> {
  initialValues: Values;
  schema: LazySchema<Request>;
  toRequest: (values: Values) => unknown;
  save: (request: Request) => { unwrap: () => Promise<SettingsSaved> };
  /** What a save that took effect at once says (default: saved). */
  savedMessage?: string;
}

/**
 * A settings form: validated with its route's schema, saved through its call, with field errors
 * from the server on the fields and any other on top. The investor is told whether the change is
 * saved or waits for a new identity check; the page then shows the settings as they are now.
 */
export function useSettingsForm<Values extends Record<string, unknown>, Request>(
  options: SettingsFormOptions<Values, Request>,
) {
  const validation = useContractValidation(options.schema, options.toRequest);
  const form = useForm<Values, Request>({
    initialValues: options.initialValues,
    validate: validation.validate,
    transformValues: validation.transformValues,
  });
  const feedback = useFormFeedback(form);
  const { t } = useTranslation();

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const saved = await options.save(request).unwrap();
      const inReview = saved.outcome === 'in_review';
      notifications.show({
        color: inReview ? 'yellow' : 'green',
        message: inReview ? t('accountArea.inReview') : (options.savedMessage ?? t('accountArea.saved')),
      });
    });
  });

  return { form, onSubmit, message: feedback.message };
}
