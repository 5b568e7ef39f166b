import type { ConfirmEmailChangeRequest, EmailChangeRequest } from '@invest/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { useAppSelector } from '../../shared/store/hooks';
import { FormAlert } from '../../shared/ui/form-alert';
import { OneTimeCodeField } from '../../shared/ui/one-time-code-field';
import { PasswordField } from '../../shared/ui/password-field';
import { SectionCard } from '../../shared/ui/section-card';
import { authSchemas } from '../auth';
import { useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from './account.api';

/** SPEC 7 email_change then settings/email: a code mailed to the new address changes the email. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const email = useAppSelector((state) => state.auth.user?.email ?? '');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  return (
    <SectionCard
      id="email-title"
      title={t('security.emailTitle')}
      description={t('security.emailDescription', { email })}
    >
      {pendingEmail === null ? (
        <RequestCodeStep onSent={setPendingEmail} />
      ) : (
        <ConfirmCodeStep email={pendingEmail} onDone={() => setPendingEmail(null)} />
      )}
    </SectionCard>
  );
}

function RequestCodeStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [requestChange, { isLoading }] = useRequestEmailChangeMutation();
  const validation = useContractValidation(authSchemas.emailChange);
  const form = useForm<EmailChangeRequest>({ initialValues: { email: '', current_password: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const started = await requestChange(request).unwrap();
      onSent(started.email);
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <FormAlert message={feedback.message} />
        <TextInput
          type="email"
          label={t('security.newEmail')}
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t('security.currentPassword')}
          description={t('security.noPasswordYet')}
          autoComplete="current-password"
          required
          {...form.getInputProps('current_password')}
        />
        <Button type="submit" loading={isLoading} w="fit-content">
          {t('security.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}

function ConfirmCodeStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [confirmChange, { isLoading }] = useConfirmEmailChangeMutation();
  const validation = useContractValidation(authSchemas.confirmEmailChange);
  const form = useForm<ConfirmEmailChangeRequest>({ initialValues: { email, code: '' }, ...validation });
  const feedback = useFormFeedback(form);
  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const changed = await confirmChange(request).unwrap();
      notifications.show({ color: 'green', message: t('security.emailChanged', { email: changed.user.email }) });
      onDone();
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm" role="status">
          {t('security.codeSent', { email })}
        </Text>
        <FormAlert message={feedback.message} />
        <OneTimeCodeField label={t('security.emailCode')} {...form.getInputProps('code')} />
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            {t('security.changeEmail')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('security.useAnotherAddress')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
