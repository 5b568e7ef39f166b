import { resetPasswordRequestSchema } from '@invest/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { confirmPasswordErrors } from '../../shared/forms/confirm-password';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { zodValidate } from '../../shared/forms/zod-validate';
import { FormAlert } from '../../shared/ui/form-alert';
import { AlertIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { PasswordField } from '../../shared/ui/password-field';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useResetPasswordMutation } from './auth.api';

interface ResetValues {
  password: string;
  confirm_password: string;
}

/** `/reset-password?token=`: a new password from the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('resetPassword.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = resetPasswordRequestSchema.shape.token.safeParse(token).success;
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);

  const validateRequest = zodValidate(resetPasswordRequestSchema, (values: ResetValues) => ({
    token,
    password: values.password,
  }));
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirm_password: '' },
    validate: (values) => ({
      ...validateRequest(values),
      ...confirmPasswordErrors(values, t('resetPassword.mismatch')),
    }),
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async ({ password }) => {
    feedback.clear();
    try {
      await resetPassword({ token, password }).unwrap();
      setDone(true);
    } catch (error) {
      feedback.showError(error);
    }
  });

  if (!hasToken) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert variant="light" color="yellow" icon={<AlertIcon />} role="alert">
          {t('resetPassword.missingToken')}
        </Alert>
        <Button component={Link} to="/forgot-password" size="md" fullWidth>
          {t('resetPassword.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('resetPassword.doneTitle')}>
        <Alert variant="light" color="green" icon={<CheckCircleIcon />} role="status">
          {t('resetPassword.done')}
        </Alert>
        <Button component={Link} to="/sign-in" size="md" fullWidth>
          {t('resetPassword.signIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <PasswordField
            label={t('resetPassword.password')}
            description={t('signUp.passwordHint')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/sign-in" size="sm" ta="center">
        {t('forgotPassword.backToSignIn')}
      </Anchor>
    </AuthCard>
  );
}
