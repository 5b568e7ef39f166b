import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../app/layout/auth-card';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useForgotPasswordMutation } from './auth.api';
import { BackToSignInLink, EmailField } from './auth-fields';
import { authSchemas } from './auth-schemas';

/** `/forgot-password`: the server answers the same message whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('forgotPassword.pageTitle'));
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const validation = useContractValidation(authSchemas.forgotPassword);
  const form = useForm({ initialValues: { email: '' }, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      const message = await requestReset(request).unwrap();
      setSentMessage(message ?? t('forgotPassword.sentFallback'));
    });
  });

  return (
    <AuthCard title={t('forgotPassword.title')} description={sentMessage ? undefined : t('forgotPassword.description')}>
      {sentMessage ? (
        <Alert
          variant="light"
          color="green"
          icon={<CheckCircleIcon />}
          title={t('forgotPassword.sentTitle')}
          role="status"
        >
          {sentMessage}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={feedback.message} />
            <EmailField label={t('forgotPassword.email')} {...form.getInputProps('email')} />
            <Button type="submit" size="md" fullWidth loading={isLoading}>
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignInLink />
    </AuthCard>
  );
}
