import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A step's Back and its submit button. */
export function StepActions({
  onBack,
  submitLabel,
  isSaving = false,
}: {
  onBack: () => void;
  submitLabel: string;
  isSaving?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack}>
        {t('offerings.subscribe.back')}
      </Button>
      <Button type="submit" loading={isSaving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
