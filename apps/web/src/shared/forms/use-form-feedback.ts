import type { FormErrors } from '@mantine/form';
import { useCallback, useState } from 'react';
import { formFeedback } from '../errors/form-feedback';

interface FeedbackTarget {
  setErrors: (errors: FormErrors) => void;
  getInitialValues: () => object;
}

/** Puts a failed submission's field errors on the form and keeps its other message for a FormAlert. */
export function useFormFeedback(form: FeedbackTarget) {
  const [message, setMessage] = useState<string | null>(null);
  const { setErrors, getInitialValues } = form;

  const showError = useCallback(
    (error: unknown) => {
      const feedback = formFeedback(error, Object.keys(getInitialValues()));
      setErrors(feedback.fieldErrors);
      setMessage(feedback.message);
    },
    [setErrors, getInitialValues],
  );
  /** Runs a submission: clears the last message, and shows the error if the submission fails. */
  const attempt = useCallback(
    async (submission: () => Promise<void>) => {
      setMessage(null);
      try {
        await submission();
      } catch (error) {
        showError(error);
      }
    },
    [showError],
  );

  return { message, attempt };
}
