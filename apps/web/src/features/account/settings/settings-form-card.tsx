import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionCard } from '../../../shared/ui/section-card';

/** A settings section's form: its fields, the failure on top, and the save button. */
export function SettingsFormCard({
  id,
  title,
  description,
  onSubmit,
  message,
  isSaving,
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  message: string | null;
  isSaving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard id={id} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={message} />
          {children}
          <Button type="submit" loading={isSaving} w="fit-content">
            {t('accountArea.save')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
