import { isLinkToken } from '@invest/contracts/validation';
import { Alert, type AlertProps, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../app/layout/auth-card';
import { withConfirmPassword } from '../../shared/forms/confirm-password';
import { NewPasswordFields } from '../../shared/forms/new-password-fields';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { AlertIcon, CheckCircleIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useResetPasswordMutation } from './auth.api';
import { BackToSignInLink } from './auth-fields';
import { authSchemas } from './auth-schemas';

interface ResetValues {
  password: string;
  confirm_password: string;
}

/** A card that tells how the reset stands, with the one link that leads on from there. */
function ResetNotice({
  title,
  alert,
  message,
  to,
  action,
}: {
  title: string;
  alert: Pick<AlertProps, 'color' | 'icon' | 'role'>;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <AuthCard title={title}>
      <Alert variant="light" {...alert}>
        {message}
      </Alert>
      <Button component={Link} to={to} size="md" fullWidth>
        {action}
      </Button>
    </AuthCard>
  );
}

/** `/reset-password?token=`: a new password from the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('resetPassword.pageTitle'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasToken = isLinkToken(token);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState(false);

  const validation = useContractValidation(authSchemas.resetPassword, (values: ResetValues) => ({
    token,
    password: values.password,
  }));
  const form = useForm({
    initialValues: { password: '', confirm_password: '' },
    validate: (values) => withConfirmPassword(validation.validate(values), values, t('resetPassword.mismatch')),
    transformValues: validation.transformValues,
  });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      await resetPassword(request).unwrap();
      setDone(true);
    });
  });

  if (!hasToken) {
    return (
      <ResetNotice
        title={t('resetPassword.title')}
        alert={{ color: 'yellow', icon: <AlertIcon />, role: 'alert' }}
        message={t('resetPassword.missingToken')}
        to="/forgot-password"
        action={t('resetPassword.requestNew')}
      />
    );
  }

  if (done) {
    return (
      <ResetNotice
        title={t('resetPassword.doneTitle')}
        alert={{ color: 'green', icon: <CheckCircleIcon />, role: 'status' }}
        message={t('resetPassword.done')}
        to="/sign-in"
        action={t('resetPassword.signIn')}
      />
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={feedback.message} />
          <NewPasswordFields
            passwordLabel={t('resetPassword.password')}
            confirmLabel={t('resetPassword.confirmPassword')}
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('confirm_password')}
          />
          <Button type="submit" size="md" fullWidth loading={isLoading}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <BackToSignInLink />
    </AuthCard>
  );
}
