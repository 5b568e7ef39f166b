import { Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CautionAlert } from '../../../shared/ui/caution-alert';
import { fieldNames } from './review-notice';

/**
 * Said before saving, when the form changes what identity verification rested on: the change waits
 * for a new check, and it needs a reason.
 */
export function VerifiedChangeField<Values extends { reason: string }>({
  form,
  changedFields,
}: {
  form: UseFormReturnType<Values, unknown>;
  /** The verified fields the form's values change, as the request names them. */
  changedFields: readonly string[];
}) {
  const { t } = useTranslation();
  if (changedFields.length === 0) return null;
  return (
    <Stack gap="sm">
      <CautionAlert title={t('accountArea.verifiedTitle')}>
        {t('accountArea.verifiedBody', { fields: fieldNames(t, changedFields) })}
      </CautionAlert>
      <Textarea
        label={t('accountArea.reason')}
        description={t('accountArea.reasonHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('reason')}
      />
    </Stack>
  );
}
